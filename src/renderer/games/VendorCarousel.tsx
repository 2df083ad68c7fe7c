import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/i18n/languages';
import { showsCarouselArrows } from './carousel';
import type { VendorCard } from './types';
import { vendorName } from './vendorNames';

interface VendorCarouselProps {
  vendors: VendorCard[];
  selected: string;
  language: Language;
  onSelect: (vassalage: string) => void;
}

/** The vendor strip: "all" plus one tab per vendor; arrows only above seven vendors. */
export function VendorCarousel({ vendors, selected, language, onSelect }: VendorCarouselProps) {
  const { t } = useTranslation('games');
  const strip = useRef<HTMLUListElement>(null);
  const arrows = showsCarouselArrows(vendors.length);
  const scroll = (direction: 1 | -1) => {
    const element = strip.current;
    element?.scrollBy?.({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };
  const tab = (code: string, label: string) => (
    <li key={code || 'all'}>
      <button type="button" className="vendor-tab" aria-pressed={selected === code} onClick={() => onSelect(code)}>
        {label}
      </button>
    </li>
  );
  return (
    <div className="vendor-carousel" role="group" aria-label={t('vendors.label')}>
      {arrows && (
        <button
          type="button"
          className="vendor-carousel__arrow"
          aria-label={t('vendors.previous')}
          onClick={() => scroll(-1)}
        >
          ‹
        </button>
      )}
      <ul className="vendor-carousel__strip" ref={strip}>
        {tab('', t('vendors.all'))}
        {vendors.map((vendor) => tab(vendor.vassalage, vendorName(vendor, language)))}
      </ul>
      {arrows && (
        <button
          type="button"
          className="vendor-carousel__arrow"
          aria-label={t('vendors.next')}
          onClick={() => scroll(1)}
        >
          ›
        </button>
      )}
    </div>
  );
}
