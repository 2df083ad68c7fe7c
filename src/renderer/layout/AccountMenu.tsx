import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoresContext';
import { Avatar } from './Avatar';

/**
 * The logged-in account area: avatar and account name, and a small menu with the member centre
 * (members only, not trial accounts), Change password and Sign out. Balance, messages and the
 * full member drop-down arrive with the wallet issue.
 */
export const AccountMenu = observer(function AccountMenu() {
  const { t } = useTranslation();
  const { session, ui } = useStores();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  const pick = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        <Avatar src={session.memberInfo?.imgUrl ?? ''} />
        <span className="account-menu__name">{session.displayName}</span>
        {session.isTrial && <span className="account-menu__badge">{t('account.trial')}</span>}
      </button>
      {open && (
        <ul id={menuId} className="account-menu__list" role="menu">
          {session.canOpenMemberCentre && (
            <li role="none">
              <button type="button" role="menuitem" onClick={pick(() => ui.openModal('memberCentre'))}>
                {t('account.memberCentre')}
              </button>
            </li>
          )}
          <li role="none">
            {/* A trial account gets the in_need_true_account warning instead. */}
            <button
              type="button"
              role="menuitem"
              onClick={pick(() => session.requireRealAccount() && ui.openModal('changePassword'))}
            >
              {t('account.changePassword')}
            </button>
          </li>
          <li role="none">
            <button type="button" role="menuitem" onClick={pick(() => session.confirmLogout())}>
              {t('in_sign_out')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
});
