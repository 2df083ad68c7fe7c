import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useStores } from '../stores/StoresContext';
import { GameTypeIcon } from './GameTypeIcon';
import { LanguagePicker } from './LanguagePicker';
import { Logo } from './Logo';
import type { NavType } from './navMenu';
import { ThemeSwitch } from './ThemeSwitch';
import { VendorIcon } from './VendorIcon';
import './phoneMenu.css';

export interface PhoneMenuProps {
  /** The id the menu button's aria-controls names. */
  id: string;
  /** Closes the drawer; true returns focus to the menu button (Escape, close, backdrop). */
  onClose: (returnFocus: boolean) => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), select, [tabindex]:not([tabindex="-1"])';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `phone-menu__link${isActive ? ' phone-menu__link--active' : ''}`;

/** One game type: its lobby link and, but for fish, a button that unfolds its vendors. */
const TypeRow = observer(function TypeRow({ item, onPick }: { item: NavType; onPick: () => void }) {
  const { t } = useTranslation();
  const { header } = useStores();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const label = t(`gameTypes.${item.gameType}`, { defaultValue: item.gameType });
  return (
    <li className="phone-menu__type" data-game-type={item.gameType}>
      <div className="phone-menu__type-row">
        <NavLink to={item.path} className={linkClass} onClick={onPick}>
          <span className="phone-menu__icon" data-type={item.gameType}>
            <GameTypeIcon gameType={item.gameType} />
          </span>
          {label}
        </NavLink>
        {item.vendors.length > 0 && (
          <button
            type="button"
            className="phone-menu__expand"
            aria-label={t('nav.vendorsOf', { type: label })}
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
          >
            <svg viewBox="0 0 12 8" width="12" height="8" aria-hidden="true">
              <path d="M1 1l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" />
            </svg>
          </button>
        )}
      </div>
      {item.vendors.length > 0 && (
        <ul id={listId} className="phone-menu__vendors" hidden={!expanded}>
          {item.vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <button
                type="button"
                className="phone-menu__vendor"
                data-vendor={vendor.vassalage}
                onClick={() => {
                  onPick();
                  header.pickVendor(item.gameType, vendor.vassalage);
                }}
              >
                <VendorIcon vendor={vendor} size={28} />
                <span className="phone-menu__vendor-name">{vendor.displayName || vendor.vassalage}</span>
                {vendor.isHot && <span className="nav-vendor__hot">{t('nav.hot')}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
});

/** Login and (when the brand registers directly, DIRECTREG3) Sign Up, as in the desktop header. */
const VisitorActions = observer(function VisitorActions({ onPick }: { onPick: () => void }) {
  const { t } = useTranslation();
  const { siteConfig, ui } = useStores();
  const open = (name: 'login' | 'register') => () => {
    onPick();
    ui.openModal(name);
  };
  return (
    <div className="phone-menu__account">
      {siteConfig.isEnabled('DIRECTREG3') && (
        <button type="button" className="btn phone-menu__sign-up" onClick={open('register')}>
          {t('header.signUp')}
        </button>
      )}
      <button type="button" className="btn btn--primary" onClick={open('login')}>
        {t('header.login')}
      </button>
    </div>
  );
});

/**
 * The phone and tablet navigation drawer (spec section 2 "Header", the same items and rules as
 * the desktop header): Home, every configured game type with its vendors, Promotion and App,
 * then language and theme; visitors get Login and Sign Up at the top. A modal dialog: focus
 * moves in and stays in (Tab wraps), Escape, the close button and the backdrop close it.
 */
const PhoneMenu = observer(function PhoneMenu({ id, onClose }: PhoneMenuProps) {
  const { t } = useTranslation();
  const { header, session, siteConfig } = useStores();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => {
    closeButton.current?.focus();
  }, []);
  const picked = () => onClose(false);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose(true);
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((e) => e.offsetParent !== null);
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  return (
    <div className="phone-menu">
      <div className="phone-menu__backdrop" aria-hidden="true" onClick={() => onClose(true)} />
      <div
        ref={panel}
        id={id}
        className="phone-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <div className="phone-menu__head">
          <Logo />
          <span className="phone-menu__brand">{siteConfig.brand?.name ?? ''}</span>
          <h2 id={titleId} className="visually-hidden">
            {t('nav.menu')}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="phone-menu__close"
            aria-label={t('nav.closeMenu')}
            onClick={() => onClose(true)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="phone-menu__body">
          {!session.isLogin && <VisitorActions onPick={picked} />}
          <nav aria-label={t('nav.label')}>
            <ul className="phone-menu__list">
              <li>
                <NavLink to="/" end className={linkClass} onClick={picked}>
                  <span className="phone-menu__icon" data-type="HOME">
                    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                      <path
                        d="M4 11 12 4l8 7v9h-5v-6H9v6H4z"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.7"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </span>
                  {t('nav.home')}
                </NavLink>
              </li>
            </ul>
            <h3 className="phone-menu__heading">{t('nav.games')}</h3>
            <ul className="phone-menu__list">
              {header.navTypes.map((item) => (
                <TypeRow key={item.gameType} item={item} onPick={picked} />
              ))}
            </ul>
            <ul className="phone-menu__list phone-menu__list--more">
              <li>
                <NavLink to="/promotions" className={linkClass} onClick={picked}>
                  <span className="phone-menu__icon" data-type="PROMO">
                    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                      <path
                        d="M4 9h16v4H4zM5.5 13v7h13v-7M12 9v11M12 9C10 5 6.5 5.5 7.5 8M12 9c2-4 5.5-3.5 4.5-1"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.7"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </span>
                  {t('nav.promotion')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/down" className={linkClass} onClick={picked}>
                  <span className="phone-menu__icon" data-type="APP">
                    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                      <path
                        d="M7 2.5h10a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H7A1.5 1.5 0 0 1 5.5 20V4A1.5 1.5 0 0 1 7 2.5ZM10.5 18.5h3"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.7"
                        strokeLinecap="round"
                      />
                    </svg>
                  </span>
                  {t('nav.app')}
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className="phone-menu__settings">
            <div className="phone-menu__setting">
              <span aria-hidden="true">{t('header.language')}</span>
              <LanguagePicker />
            </div>
            <div className="phone-menu__setting">
              <span aria-hidden="true">{t('nav.theme')}</span>
              <ThemeSwitch />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
});

export default PhoneMenu;
