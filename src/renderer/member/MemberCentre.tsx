import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/Modal';
import { useStores } from '../stores/StoresContext';
import { LazyPage } from '../router/LazyPage';
import { isCashierPage, loadCashierPage } from './cashierPages';
import { badgeOf, MEMBER_PAGES, memberPageOf, type MemberPage } from './menu';
import { SecurityCenter } from './SecurityCenter';
import '../modals/auth.css';
import './member.css';

/** The inbox page (member/messages), its own chunk loaded when it first opens. */
const loadMessagesPage = () => import('./messages/MessagesPage');

/**
 * The member centre (spec section 2): the menu in the spec's order with unread badges, a close
 * button, and the selected page in the right panel. The security page is built here, the money
 * pages in their own chunk (cashier/), the inbox in another (messages/); the others belong to
 * the promotions issue and say so. Members only: anyone else who reaches it (a trial account, a
 * session that just ended) sees it close.
 */
const MemberCentre = observer(function MemberCentre() {
  const { t, ready } = useTranslation(['member', 'auth']);
  const { ui, session, profile, countries } = useStores();
  const [page, setPage] = useState<MemberPage>(() => memberPageOf(ui.modalParams.page));
  // Opened again on another page (the header's deposit / withdrawal / record items): follow it.
  const requested = ui.modalParams.page;
  useEffect(() => {
    if (requested) setPage(memberPageOf(requested));
  }, [requested]);
  const allowed = session.canOpenMemberCentre;
  useEffect(() => {
    if (!allowed) ui.closeModal();
  }, [allowed, ui]);
  // The mobile form picks its default dialing code from the country list when it mounts.
  useEffect(() => void countries.load(), [countries]);
  if (!ready || !allowed || !countries.settled)
    return <div className="modal-backdrop modal-backdrop--loading" aria-busy="true" />;
  return (
    <Modal title={t('title')} onClose={() => ui.closeModal()} className="member-centre">
      <div className="member-centre__layout">
        <nav className="member-centre__menu" aria-label={t('menuLabel')}>
          <ul>
            {MEMBER_PAGES.map((name) => {
              const badge = badgeOf(name);
              const count = badge ? profile.unread[badge] : 0;
              return (
                <li key={name}>
                  <button
                    type="button"
                    className={`member-centre__item${name === page ? ' member-centre__item--active' : ''}`}
                    aria-current={name === page ? 'page' : undefined}
                    onClick={() => setPage(name)}
                  >
                    <span>{t(`menu.${name}`)}</span>
                    {count > 0 && (
                      // The figure is for the eye; the words are read (a bare span may not be named).
                      <span className="member-centre__badge">
                        <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
                        <span className="visually-hidden">{t('unread', { count })}</span>
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <section className="member-centre__panel" aria-labelledby="member-page-title">
          <h3 id="member-page-title" className="member-centre__page-title">
            {t(`menu.${page}`)}
          </h3>
          {page === 'securityCenter' ? (
            <SecurityCenter />
          ) : isCashierPage(page) ? (
            <LazyPage chunk="Cashier" load={loadCashierPage} props={{ page }} />
          ) : page === 'messageV2' ? (
            <LazyPage chunk="Messages" load={loadMessagesPage} props={{}} />
          ) : (
            <p className="member-centre__soon">{t('soon')}</p>
          )}
        </section>
      </div>
    </Modal>
  );
});

export default MemberCentre;
