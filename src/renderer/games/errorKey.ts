import { isApiError } from '../api/ApiError';

/** The translation key (common namespace) of a failed call. */
export function errorKeyOf(error: unknown): string {
  return isApiError(error) ? error.i18nKey : 'errors.unknown';
}
