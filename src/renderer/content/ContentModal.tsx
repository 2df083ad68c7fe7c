import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../shared/api/content';
import { HELP_TAGS } from '../../shared/content-rules';
import { Modal } from '../components/Modal';
import { SafeHtml } from '../components/SafeHtml';
import { useStores } from '../stores/StoresContext';
import type { ContentModalName } from '../stores/UiStore';
import { safeImageUrl } from './safeUrl';
import './content.css';

/** One notice of the notice popup: its title toggles the (sanitised) HTML content. */
function NoticeItem({ notice, initiallyOpen }: { notice: Notice; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const bodyId = useId();
  return (
    <li className={`notice-item${open ? ' notice-item--open' : ''}`}>
      <button
        type="button"
        className="notice-item__title"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((v) => !v)}
      >
        <span>{notice.title}</span>
        <svg viewBox="0 0 12 8" width="12" height="8" aria-hidden="true">
          <path d="M1 1l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </button>
      <div id={bodyId} className="notice-item__body" hidden={!open}>
        {open && <SafeHtml html={notice.content} className="rich-text" />}
      </div>
    </li>
  );
}

/** The notice popup: titled News, notices listed by title, each expanding to its content. */
const NoticeModal = observer(function NoticeModal() {
  const { t } = useTranslation('site');
  const { ui, content } = useStores();
  const openId = Number(ui.modalParams.id ?? NaN);
  return (
    <Modal name="notice" title={t('news.title')} onClose={() => ui.closeModal()} wide>
      {content.notices.length === 0 ? (
        <p className="muted">{t('news.empty')}</p>
      ) : (
        <ul className="notice-list">
          {content.notices.map((notice) => (
            <NoticeItem key={notice.id} notice={notice} initiallyOpen={notice.id === openId} />
          ))}
        </ul>
      )}
    </Modal>
  );
});

/** The first-visit News popup: the headline and popup notices in full, under a News title. */
const NewsModal = observer(function NewsModal() {
  const { t } = useTranslation('site');
  const { content } = useStores();
  return (
    <Modal name="news" title={t('news.title')} onClose={() => content.closeNews()} wide>
      <div className="news-list">
        {content.newsItems.map((notice) => (
          <article key={`${notice.type}-${notice.id}`} className="news-item">
            <h3 className="news-item__title">{notice.title}</h3>
            {safeImageUrl(notice.imageUrl) && (
              <img className="news-item__image" src={safeImageUrl(notice.imageUrl)} alt="" loading="lazy" />
            )}
            <SafeHtml html={notice.content} className="rich-text" />
          </article>
        ))}
      </div>
      <div className="dialog__actions">
        <button type="button" className="btn btn--primary" onClick={() => content.closeNews()}>
          {t('news.close')}
        </button>
      </div>
    </Modal>
  );
});

/** The help modal: one help article (the terms unless another tag is asked for). */
const HelpModal = observer(function HelpModal() {
  const { t } = useTranslation('site');
  const { ui, content } = useStores();
  const tag = ui.modalParams.tag ?? HELP_TAGS.term;
  useEffect(() => {
    if (!content.helpLoaded) void content.loadHelp();
  }, [content]);
  const item = content.helpItem(tag);
  return (
    <Modal name="help" title={item?.title ?? t('help.title')} onClose={() => ui.closeModal()} wide>
      {item ? (
        <SafeHtml html={item.content} className="rich-text" />
      ) : (
        <p className="muted">{content.helpLoaded ? t('help.empty') : t('loading')}</p>
      )}
    </Modal>
  );
});

export default function ContentModal({ name }: { name: ContentModalName | 'news' }) {
  const { ready } = useTranslation('site');
  if (!ready) return null;
  if (name === 'news') return <NewsModal />;
  if (name === 'help') return <HelpModal />;
  return <NoticeModal />;
}
