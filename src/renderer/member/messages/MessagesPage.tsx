import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../components/SafeHtml';
import { Pager } from '../../games/Pager';
import { InboxStore } from '../../stores/InboxStore';
import { useStores } from '../../stores/StoresContext';
import './messages.css';

/**
 * messageV2 (platform information): the member's messages, newest first, unread ones in bold.
 * Opening one shows its content (server HTML, rendered only through SafeHtml) and marks it read;
 * delete asks first. Paged like the other member-centre lists.
 */
const MessagesPage = observer(function MessagesPage() {
  // The pager's labels live in the games namespace.
  const { t, ready } = useTranslation(['member', 'games', 'common']);
  const root = useStores();
  const { ui } = root;
  const [store] = useState(() =>
    root.createInboxStore((deps, r) => new InboxStore(deps.api, r.profile, () => r.ui.language)),
  );
  // Again when the language changes: the texts come in the reader's language.
  useEffect(() => void store.load(), [store, ui.language]);
  if (!ready) return <div className="page-loading" aria-busy="true" />;

  const inbox = store.inbox;
  const confirmDelete = (id: number) =>
    ui.showDialog({
      message: { text: t('messages.deleteConfirm') },
      cancellable: true,
      onConfirm: () => void store.remove(id),
    });
  return (
    <div className="inbox" aria-busy={store.loading}>
      {store.errorKey && (
        <p className="form-error" role="alert">
          {t(`common:${store.errorKey}` as 'common:errors.unknown')}
        </p>
      )}
      {inbox && inbox.list.length === 0 && (
        <div className="inbox__empty">
          <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
            <path d="M3 6.5h18v11H3z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
            <path d="m3.5 7 8.5 6.5L20.5 7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
          <p>{t('messages.empty')}</p>
        </div>
      )}
      {inbox && inbox.list.length > 0 && (
        <ul className="inbox__list">
          {inbox.list.map((message) => {
            const open = store.openId === message.id;
            const bodyId = `inbox-message-${message.id}`;
            return (
              <li key={message.id} className={`inbox-item${message.read ? '' : ' inbox-item--unread'}`}>
                <button
                  type="button"
                  className="inbox-item__head"
                  aria-expanded={open}
                  aria-controls={bodyId}
                  onClick={() => void store.toggle(message.id)}
                >
                  {/* Read ones keep the dot's place, so every title starts in one column. */}
                  {message.read ? (
                    <span className="inbox-item__dot inbox-item__dot--read" aria-hidden="true" />
                  ) : (
                    <span className="inbox-item__dot">
                      <span className="visually-hidden">{t('messages.unread')}</span>
                    </span>
                  )}
                  <span className="inbox-item__title">{message.title}</span>
                  <time className="inbox-item__time" dateTime={new Date(message.createdAt).toISOString()}>
                    {dayjs(message.createdAt).format('YYYY-MM-DD HH:mm')}
                  </time>
                </button>
                {open && (
                  <div id={bodyId} className="inbox-item__body">
                    <SafeHtml html={message.content} className="inbox-item__content" />
                    <div className="inbox-item__actions">
                      <button type="button" className="btn btn--ghost" onClick={() => confirmDelete(message.id)}>
                        {t('messages.delete')}
                      </button>
                    </div>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {inbox && <Pager page={store.page} total={inbox.totalPages} onPage={(page) => void store.load(page)} />}
    </div>
  );
});

export default MessagesPage;
