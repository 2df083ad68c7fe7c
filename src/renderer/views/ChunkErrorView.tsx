import { useTranslation } from 'react-i18next';

/** "Loading chunk N failed" with a retry button, in place of a page that could not load. */
export function ChunkErrorView({ chunk, onRetry }: { chunk: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="chunk-error" role="alert">
      <h1 className="chunk-error__title">{t('chunk.failed', { n: chunk })}</h1>
      <p className="muted">{t('chunk.hint')}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        {t('chunk.retry')}
      </button>
    </section>
  );
}
