import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RoutePage } from '../components/RoutePage';
import { SafeHtml } from '../components/SafeHtml';
import type { PageProps } from '../router/pageGroups';
import { useStores } from '../stores/StoresContext';
import './content.css';

/** /noticePage: every notice with its date; a title expands or collapses its content. */
const NoticeListPage = observer(function NoticeListPage({ route }: PageProps) {
  const { t, ready } = useTranslation('site');
  const { content, ui } = useStores();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  if (!ready) return <RoutePage route={route} />;
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const date = new Intl.DateTimeFormat(ui.language === 'cn' ? 'zh-CN' : 'en-CA', { dateStyle: 'medium' });
  return (
    <RoutePage route={route}>
      {!content.loaded && <p className="muted">{t('loading')}</p>}
      {content.loaded && content.notices.length === 0 && <p className="muted">{t('news.empty')}</p>}
      <ul className="notice-list notice-list--page">
        {content.notices.map((notice) => {
          const isOpen = open.has(notice.id);
          return (
            <li key={notice.id} className={`notice-item card${isOpen ? ' notice-item--open' : ''}`}>
              <button
                type="button"
                className="notice-item__title"
                aria-expanded={isOpen}
                onClick={() => toggle(notice.id)}
              >
                <span>{notice.title}</span>
                <time dateTime={new Date(notice.timestamp).toISOString()}>{date.format(notice.timestamp)}</time>
              </button>
              {isOpen && <SafeHtml html={notice.content} className="rich-text notice-item__body" />}
            </li>
          );
        })}
      </ul>
    </RoutePage>
  );
});

export default NoticeListPage;
