import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * "I confirm I am {age} or older and have read the Terms and Services". Unticked until the
 * visitor ticks it: age and terms need an affirmative act. A submit without the tick shows why
 * under the box, tied to it for screen readers.
 */
export function TermsCheckbox({
  registration,
  error,
  age,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  age: number;
}) {
  const { t } = useTranslation('auth');
  const errorId = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="checkbox">
        <input
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="register-terms"
          {...registration}
        />
        <span>
          {t('local_terms_content', { age })}{' '}
          <a href="/help#term" target="_blank" rel="noopener noreferrer">
            {t('local_terms_link')}
          </a>
        </span>
      </label>
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
