import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LazyPage } from '../router/LazyPage';
import type { PhoneMenuProps } from './PhoneMenu';

type PhoneMenuModule = { default: React.ComponentType<PhoneMenuProps> };

/** The drawer is its own chunk: desktops never need it, and the entry chunk has a size budget. */
const loadPhoneMenu = (): Promise<PhoneMenuModule> => import('./PhoneMenu');

/**
 * The header's menu button where the bar has no room for the navigation (phones and tablets,
 * see layout.css): it opens the navigation drawer (PhoneMenu). The drawer's chunk is fetched at
 * the first idle moment when the button shows, so the first tap opens it at once. Following a
 * link (or the browser's back button) closes it; closing returns focus to the button.
 */
export function PhoneNav() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();
  const [shownAt, setShownAt] = useState(location.key);
  // A new location closes the drawer (set during render, React's way of resetting on a change).
  if (shownAt !== location.key) {
    setShownAt(location.key);
    if (open) setOpen(false);
  }
  useEffect(() => {
    if (!button.current?.offsetParent || !window.requestIdleCallback) return;
    const idle = window.requestIdleCallback(() => void loadPhoneMenu(), { timeout: 3000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="header__menu-button"
        aria-label={t('nav.menu')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open &&
        createPortal(
          <div className="modal-layer phone-menu-layer">
            <LazyPage chunk="PhoneMenu" load={loadPhoneMenu} props={{ id: panelId, onClose: close }} />
          </div>,
          document.body,
        )}
    </>
  );
}
