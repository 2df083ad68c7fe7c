import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberPage } from '../member/menu';
import { useStores } from '../stores/StoresContext';
import { Avatar } from './Avatar';
import { BalanceBox } from './BalanceBox';

interface MenuEntry {
  key: string;
  label: string;
  run: () => void;
}

/**
 * The logged-in account area (spec section 2): balance, the message link with its unread
 * count (the contract's badge adds the available-promo count, which this client does not have
 * yet: the rewards issue owns it), the avatar (opens the member centre) and the account drop-down: betting record,
 * deposit, withdrawal, transaction details, change password, member centre, agent centre (agent
 * roles only) and sign out. Member-centre entries appear only when the member centre is
 * allowed (not for trial accounts).
 */
export const AccountMenu = observer(function AccountMenu() {
  const { t } = useTranslation();
  const { session, ui, profile } = useStores();
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
  // Account menu arrival (spec section 4): the unread message count, with the member centre allowed.
  const allowed = session.canOpenMemberCentre;
  useEffect(() => {
    if (allowed) void profile.loadUnreadMessages();
  }, [allowed, profile]);
  const memberCentre = (page: MemberPage) => () => ui.openModal('memberCentre', { page });
  const entries: MenuEntry[] = [];
  if (session.canOpenMemberCentre) {
    entries.push(
      { key: 'bettingRecord', label: t('account.bettingRecord'), run: memberCentre('personalHistoryCopy') },
      { key: 'deposit', label: t('account.deposit'), run: memberCentre('depositv2') },
      { key: 'withdraw', label: t('account.withdraw'), run: memberCentre('withdraw') },
      { key: 'transactions', label: t('account.transactions'), run: memberCentre('transactionHistory') },
    );
  }
  // A trial account gets the in_need_true_account warning instead.
  entries.push({
    key: 'changePassword',
    label: t('account.changePassword'),
    run: () => session.requireRealAccount() && ui.openModal('changePassword'),
  });
  if (session.canOpenMemberCentre)
    entries.push({ key: 'memberCentre', label: t('account.memberCentre'), run: memberCentre('securityCenter') });
  if (session.canOpenAgentCentre)
    entries.push({ key: 'agentCentre', label: t('account.agentCentre'), run: () => ui.navigate('/agentHome') });
  entries.push({ key: 'signOut', label: t('in_sign_out'), run: () => session.confirmLogout() });

  const unread = profile.unread.messageV2;
  return (
    <div className="account-menu" ref={root}>
      <BalanceBox />
      {session.canOpenMemberCentre && (
        <button
          type="button"
          className="icon-button account-menu__messages"
          aria-label={unread > 0 ? t('account.messagesUnread', { n: unread }) : t('account.messages')}
          title={t('account.messages')}
          onClick={memberCentre('messageV2')}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M3 6.5h18v11H3z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
            <path d="m3.5 7 8.5 6.5L20.5 7" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
          {unread > 0 && <span className="account-menu__count">{unread > 99 ? '99+' : unread}</span>}
        </button>
      )}
      <button
        type="button"
        className="account-menu__avatar"
        aria-label={t('account.openMemberCentre')}
        onClick={() => (session.canOpenMemberCentre ? memberCentre('securityCenter')() : setOpen((v) => !v))}
      >
        <Avatar src={session.memberInfo?.imgUrl ?? ''} />
      </button>
      <button
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="account-menu__name">{session.displayName}</span>
        {session.isTrial && <span className="account-menu__badge">{t('account.trial')}</span>}
        <svg viewBox="0 0 12 8" width="10" height="8" aria-hidden="true">
          <path d="M1 1l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </button>
      {open && (
        <ul id={menuId} className="account-menu__list" role="menu">
          {entries.map((entry) => (
            <li role="none" key={entry.key}>
              <button
                type="button"
                role="menuitem"
                data-item={entry.key}
                onClick={() => {
                  setOpen(false);
                  entry.run();
                }}
              >
                {entry.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
