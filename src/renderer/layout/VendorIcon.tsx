import type { VendorCard } from '../games/types';
import { vendorIcon } from './navMenu';

/** A vendor's icon by the spec's rule: none for TCG codes, BTI's own, else the card's image. */
export function VendorIcon({ vendor, size = 40 }: { vendor: VendorCard; size?: number }) {
  const icon = vendorIcon(vendor);
  if (icon.kind === 'none') return <span className="nav-vendor__icon nav-vendor__icon--none" aria-hidden="true" />;
  if (icon.kind === 'bti')
    return (
      <svg className="nav-vendor__icon nav-vendor__icon--bti" viewBox="0 0 40 40" aria-hidden="true">
        <rect width="40" height="40" rx="8" fill="#0a5bd3" />
        <text x="20" y="25" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff">
          BTI
        </text>
      </svg>
    );
  return <img className="nav-vendor__icon" src={icon.src} alt="" width={size} height={size} loading="lazy" />;
}
