import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import type { AgentAnnouncementSchema } from '../../../shared/api/agent';
import { SafeHtml } from '../../components/SafeHtml';
import { useErrorText } from '../../member/cashier/parts';
import { useStores } from '../../stores/StoresContext';
import type { AgentPageProps } from '../menu';
import './tree.css';

type Notice = Static<typeof AgentAnnouncementSchema>;

/** Agent-only notices an operator published (content notices of type AG), newest first. */
export default function Announcements(_props: AgentPageProps) {
  const { t, i18n } = useTranslation('agent');
  const root = useStores();
  const errorText = useErrorText();
  const [items, setItems] = useState<Notice[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    root
      .createAgentStore((deps) => deps.api.getAgentAnnouncements())
      .then(
        (value) => live && setItems(value),
        (e: unknown) => live && setError(errorText(e)),
      );
    return () => {
      live = false;
    };
    // The language header changes the answer: read again when the visitor switches language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [root, i18n.language]);
  return (
    <section className="agent-tree">
      {error && (
        <p role="alert" className="agent-tree__error">
          {error}
        </p>
      )}
      {items === null && !error && (
        <p className="agent-tree__muted" aria-busy="true">
          {t('tree.loading')}
        </p>
      )}
      {items?.length === 0 && <p className="agent-tree__muted">{t('tree.announcements.empty')}</p>}
      {items?.map((item) => (
        <article key={item.id} className="agent-tree__card">
          <header className="agent-tree__card-head">
            <h3>{item.title}</h3>
            <time dateTime={new Date(item.publishedAt).toISOString()}>
              {dayjs(item.publishedAt).format('YYYY-MM-DD HH:mm')}
            </time>
          </header>
          <SafeHtml html={item.content} className="agent-tree__html" />
        </article>
      ))}
    </section>
  );
}
