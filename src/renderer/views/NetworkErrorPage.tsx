import { useTranslation } from 'react-i18next';
import { StatusCard } from './StatusCard';

/** Shown when the status call cannot reach the server. */
export function NetworkErrorPage({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusCard tone="error" title={t('network.title')}>
      <p className="status-card__text">{t('network.text')}</p>
      <button type="button" className="btn btn--primary btn--large" onClick={onRetry} disabled={busy} aria-busy={busy}>
        {t('network.retry')}
      </button>
    </StatusCard>
  );
}
