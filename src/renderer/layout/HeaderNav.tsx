import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

/** Fixed header items; configured game types are inserted between Home and Promotion later. */
const FIXED_ITEMS = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/promotions', label: 'nav.promotion', end: false },
  { to: '/down', label: 'nav.app', end: false },
] as const;

export function HeaderNav() {
  const { t } = useTranslation();
  return (
    <nav className="header__nav" aria-label={t('nav.label')}>
      <ul>
        {FIXED_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) => `nav-link${isActive ? ' nav-link--active' : ''}`}
            >
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
