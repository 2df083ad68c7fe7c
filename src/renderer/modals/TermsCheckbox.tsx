import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** "I confirm I am {age} or older and have read the Terms and Services", ticked by default. */
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
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="checkbox">
        <input type="checkbox" aria-invalid={error ? true : undefined} {...registration} />
        <span>
          {t('local_terms_content', { age })}{' '}
          <a href="/help#term" target="_blank" rel="noopener noreferrer">
            {t('local_terms_link')}
          </a>
        </span>
      </label>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
