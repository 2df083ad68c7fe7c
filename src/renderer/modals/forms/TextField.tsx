import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface TextFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  type?: 'text' | 'password' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  /** Shown inside the field's row after the input (visibility toggle, SMS button, captcha image). */
  addon?: ReactNode;
  /** Shown before the input (the country code). */
  prefix?: ReactNode;
}

/** A labelled input with its error underneath (the error names the field for screen readers). */
export function TextField({
  id,
  label,
  registration,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  addon,
  prefix,
}: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__row">
        {prefix}
        <input
          id={id}
          className="field__input"
          type={type}
          autoComplete={autoComplete ?? 'off'}
          inputMode={inputMode}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...registration}
        />
        {addon}
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
