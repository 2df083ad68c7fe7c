import { useTranslation } from 'react-i18next';
import { errorCodeToKey } from '../api/ApiError';
import { ConsoleApiError } from './api';

/**
 * A refused call in the operator's language: the shared error texts (common.json errors.<code>,
 * e.g. cashier.same.approver) where one exists, otherwise the server's message.
 */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation('console');
  return (error) => {
    if (error instanceof ConsoleApiError) {
      if (error.code === 'network') return t('errors.network');
      // Sign-in's limit after repeated failures: say how long to wait, not just "too many".
      if (error.retryAfter !== null && error.retryAfter > 0)
        return t('errors.tooMany', { minutes: Math.ceil(error.retryAfter / 60) });
      const key = `common:errors.${errorCodeToKey(error.code)}`;
      if (i18n.exists(key)) return i18n.t(key, { defaultValue: error.message });
      return t('errors.generic', { message: error.message || error.code });
    }
    return t('errors.generic', { message: error instanceof Error ? error.message : String(error) });
  };
}
