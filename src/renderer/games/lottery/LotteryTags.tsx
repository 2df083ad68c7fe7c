import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showsCarouselArrows } from '../carousel';

interface LotteryTagsProps {
  tags: readonly string[];
  /** The chosen tag ('' for all); null when another list (favourites, recent) is shown. */
  selected: string | null;
  onSelect: (tag: string) => void;
}

/** The menu tags: "all" plus one per menu group, scrolling sideways, arrows above seven tags. */
export function LotteryTags({ tags, selected, onSelect }: LotteryTagsProps) {
  const { t } = useTranslation('launch');
  const strip = useRef<HTMLUListElement>(null);
  const arrows = showsCarouselArrows(tags.length);
  const scroll = (direction: 1 | -1) => {
    const element = strip.current;
    element?.scrollBy?.({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };
  const arrow = (direction: 1 | -1) => (
    <button
      type="button"
      className="vendor-carousel__arrow"
      aria-label={t(direction < 0 ? 'lottery.lobby.tagsPrevious' : 'lottery.lobby.tagsNext')}
      onClick={() => scroll(direction)}
    >
      {direction < 0 ? '‹' : '›'}
    </button>
  );
  const tab = (tag: string, label: string) => (
    <li key={tag || 'all'}>
      <button type="button" className="vendor-tab" aria-pressed={selected === tag} onClick={() => onSelect(tag)}>
        {label}
      </button>
    </li>
  );
  return (
    <div className="vendor-carousel" role="group" aria-label={t('lottery.lobby.tags')}>
      {arrows && arrow(-1)}
      <ul className="vendor-carousel__strip" ref={strip}>
        {tab('', t('lottery.lobby.tagAll'))}
        {tags.map((tag) => tab(tag, t(`lottery.lobby.tagNames.${tag}`, { defaultValue: tag })))}
      </ul>
      {arrows && arrow(1)}
    </div>
  );
}
