import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../api';
import { ruleMessage, ruleMessageKey } from './registerRules';
import type { AnyT } from './useAuthT';

/**
 * Puts a failed call's message where it belongs: under the field the server named (a 400
 * request_param_err with a FieldErrorValue), else as the form's general error.
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
  t: AnyT,
): void {
  if (!isApiError(error)) {
    setError('root', { message: t('errors.unknown') });
    return;
  }
  const fieldError = error.fieldError;
  if (fieldError && fields.includes(fieldError.field)) {
    let message = t(error.i18nKey);
    if (fieldError.reason === 'required') message = t('field_required');
    else if (fieldError.reason === 'mismatch') message = t('inconsistent_twice');
    else if (fieldError.reason === 'format' && fieldError.field === 'email') message = t('email_invalid');
    else if (fieldError.patternId !== undefined) {
      const rule = {
        patternId: fieldError.patternId,
        minLength: fieldError.minLength ?? 0,
        maxLength: fieldError.maxLength ?? 0,
      };
      message = ruleMessage(rule, t(ruleMessageKey(rule)));
    }
    setError(fieldError.field as Path<T>, { type: 'server', message }, { shouldFocus: true });
    return;
  }
  const retry = error.retryAfter ? ` ${t('retry_after', { minutes: Math.ceil(error.retryAfter / 60) })}` : '';
  setError('root', { type: 'server', message: t(error.i18nKey) + retry });
}
