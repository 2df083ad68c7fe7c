import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useStores } from '../stores/StoresContext';
import type { NavType } from './navMenu';
import { VendorIcon } from './VendorIcon';

const linkClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' nav-link--active' : ''}`;

/** One configured game type: its lobby link and, but for fish, a drop-down of up to 30 vendors. */
const NavTypeItem = observer(function NavTypeItem({ item }: { item: NavType }) {
  const { t } = useTranslation();
  const { header } = useStores();
  const label = t(`gameTypes.${item.gameType}`, { defaultValue: item.gameType });
  return (
    <li className={`header__nav-item${item.vendors.length ? ' header__nav-item--menu' : ''}`} data-nav-type="">
      <NavLink to={item.path} className={linkClass} data-game-type={item.gameType}>
        {label}
      </NavLink>
      {item.vendors.length > 0 && (
        <div className="nav-vendors" role="group" aria-label={t('nav.vendorsOf', { type: label })}>
          <ul className="nav-vendors__list">
            {item.vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                <button
                  type="button"
                  className="nav-vendor"
                  data-vendor={vendor.vassalage}
                  onClick={(event) => {
                    event.currentTarget.blur();
                    header.pickVendor(item.gameType, vendor.vassalage);
                  }}
                >
                  <VendorIcon vendor={vendor} />
                  <span className="nav-vendor__name">{vendor.displayName || vendor.vassalage}</span>
                  {vendor.isHot && (
                    <span className="nav-vendor__hot" title={t('nav.hot')}>
                      {t('nav.hot')}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
});

/** Space kept between nav items (the list's gap), in px. */
const ITEM_GAP = 4;

/**
 * Hides the game types that do not fit (from the last one back) and reports how many fit; the
 * fixed items always stay. Measured again when the nav resizes or its items change.
 */
function useFittingTypes(
  nav: React.RefObject<HTMLElement | null>,
  onShort: (short: boolean) => void,
  deps: readonly unknown[],
): number {
  const [fit, setFit] = useState(Number.POSITIVE_INFINITY);
  useLayoutEffect(() => {
    const element = nav.current;
    if (!element) return;
    const measure = () => {
      // Hidden (the mobile header has no nav): nothing to fit, and no forced layouts at start-up.
      // The observer measures again once the nav shows.
      if (element.clientWidth === 0) return;
      const types = [...element.querySelectorAll<HTMLElement>('[data-nav-type]')];
      const fixed = [...element.querySelectorAll<HTMLElement>('[data-nav-fixed]')];
      const more = element.querySelector<HTMLElement>('[data-nav-more]');
      const width = (item: HTMLElement) => item.getBoundingClientRect().width + ITEM_GAP;
      // The room the nav really has: read with the types hidden, because while they all show
      // the nav pushes its neighbours (the language picker shrinks) and seems wider than it is.
      for (const item of types) item.hidden = true;
      if (more) more.hidden = true;
      const available = element.clientWidth - fixed.reduce((sum, item) => sum + width(item), 0);
      for (const item of types) item.hidden = false;
      if (more) more.hidden = false;
      const widths = types.map(width);
      const all = widths.reduce((sum, w) => sum + w, 0);
      let count = types.length;
      if (all > available) {
        const room = available - (more ? width(more) : 0);
        let used = 0;
        count = 0;
        for (const w of widths) {
          if (used + w > room) break;
          used += w;
          count += 1;
        }
      }
      types.forEach((item, index) => (item.hidden = index >= count));
      // No room even for "More": the header shows the menu button, whose drawer lists them all.
      const moreFits = more !== null && width(more) <= available;
      if (more) more.hidden = count >= types.length || !moreFits;
      setFit(count);
      // onShort is a state setter (stable), so it needs no place among the deps.
      onShort(count < types.length && !moreFits);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return fit;
}

/** The game types that did not fit, as a small menu at the end of the nav. */
function MoreTypes({ items }: { items: NavType[] }) {
  const { t } = useTranslation();
  return (
    <li className="header__nav-item header__nav-item--more" data-nav-more="">
      <button type="button" className="nav-link nav-link--more" aria-haspopup="true">
        {t('nav.more')}
        <svg viewBox="0 0 12 8" width="10" height="8" aria-hidden="true">
          <path d="M1 1l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </button>
      <ul className="nav-more">
        {items.map((item) => (
          <li key={item.gameType}>
            <NavLink to={item.path} className="nav-more__link">
              {t(`gameTypes.${item.gameType}`, { defaultValue: item.gameType })}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The header navigation: Home, the configured game types (from the vendor call) with their
 * vendor drop-downs, then Promotion and App. Types that do not fit the bar move to a "More"
 * menu, so no label is ever cut off. The vendor drop-down is a panel under the whole header.
 */
export const HeaderNav = observer(function HeaderNav({ onShort }: { onShort: (short: boolean) => void }) {
  const { t } = useTranslation();
  const { header, ui } = useStores();
  const nav = useRef<HTMLElement>(null);
  const types = header.navTypes;
  const fit = useFittingTypes(nav, onShort, [types, ui.language]);
  return (
    <nav className="header__nav" aria-label={t('nav.label')} ref={nav}>
      <ul>
        <li className="header__nav-item" data-nav-fixed="">
          <NavLink to="/" end className={linkClass}>
            {t('nav.home')}
          </NavLink>
        </li>
        {types.map((item) => (
          <NavTypeItem key={item.gameType} item={item} />
        ))}
        <MoreTypes items={types.slice(Number.isFinite(fit) ? fit : types.length)} />
        <li className="header__nav-item" data-nav-fixed="">
          <NavLink to="/promotions" className={linkClass}>
            {t('nav.promotion')}
          </NavLink>
        </li>
        <li className="header__nav-item" data-nav-fixed="">
          <NavLink to="/down" className={linkClass}>
            {t('nav.app')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
});
