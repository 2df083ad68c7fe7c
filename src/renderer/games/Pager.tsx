import { useTranslation } from 'react-i18next';
import { pagerModel } from './paging';
import './pager.css';

interface PagerProps {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

/** First, previous, the page numbers with gaps, next and last (page range 3, margin 1). */
export function Pager({ page, total, onPage }: PagerProps) {
  const { t } = useTranslation('games');
  if (total <= 1) return null;
  const model = pagerModel(page, total);
  const step = (label: string, target: number | undefined) => (
    <li>
      <button
        type="button"
        className="pager__step"
        disabled={target === undefined || target === page}
        onClick={() => target !== undefined && onPage(target)}
      >
        {label}
      </button>
    </li>
  );
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <ul className="pager__list">
        {step(t('pager.first'), model.first)}
        {step(t('pager.previous'), model.previous)}
        {model.items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="pager__page"
                aria-label={t('pager.page', { page: item.page })}
                aria-current={item.current ? 'page' : undefined}
                onClick={() => onPage(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        {step(t('pager.next'), model.next)}
        {step(t('pager.last'), model.last)}
      </ul>
    </nav>
  );
}
