import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api';
import { useAuthT } from '../../modals/forms/useAuthT';
import { money } from './format';

/**
 * An amount; `signed` colours the players' P/L by its sign (the cashier's money--in / money--out,
 * both themes) and writes + before a gain, so the sign is never carried by colour alone.
 */
export function Amount({ value, symbol, signed }: { value: number; symbol: string; signed?: boolean }) {
  const tone = signed ? (value < 0 ? ' money--out' : value > 0 ? ' money--in' : '') : '';
  const text = money(value, symbol);
  return <span className={`money${tone}`}>{signed && value > 0 ? `+${text}` : text}</span>;
}

/** The translated text of a failed report call (errors.* of common). */
export function useFailureText(): (error: unknown) => string {
  const anyT = useAuthT();
  return (error) => anyT(isApiError(error) ? error.i18nKey : 'errors.unknown');
}

/** A report's state line: loading before the first answer, the failure with a retry, or the empty state. */
export function ReportState({
  loading,
  error,
  empty,
  onRetry,
}: {
  loading: boolean;
  error: unknown;
  empty: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('agent');
  const failureText = useFailureText();
  if (error !== undefined)
    return (
      <div className="agent-report__state" role="alert">
        <p className="form-error">{failureText(error)}</p>
        <button type="button" className="btn btn--ghost" onClick={onRetry}>
          {t('reports.retry')}
        </button>
      </div>
    );
  if (loading)
    return (
      <p className="agent-report__state" aria-busy="true">
        {t('reports.loading')}
      </p>
    );
  if (empty) return <p className="agent-report__state cashier-empty">{t('reports.empty')}</p>;
  return null;
}
