import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorCodeToKey, isApiError } from '../../api';
import { applyApiError } from '../../modals/forms/apiErrors';
import { useAuthT, type AnyT } from '../../modals/forms/useAuthT';
import { createCashierStores, type CashierStores } from '../../stores/cashierStores';
import { useStores } from '../../stores/StoresContext';
import { UploadRejected } from '../../stores/uploadCheck';
import { money } from './money';

/** The wallet, deposit and withdrawal stores (created on first use from this chunk). */
export function useCashier(): CashierStores {
  return useStores().cashierStores(createCashierStores);
}

/** A date and time as the cashier pages show it (the visitor's time zone). */
export function dateTime(epochMs: number | null | undefined): string {
  return epochMs ? dayjs(epochMs).format('YYYY-MM-DD HH:mm:ss') : '—';
}

/** The translation key of any failure of a cashier call (errors.* of common). */
export function errorKeyOf(error: unknown): string {
  if (error instanceof UploadRejected) return `errors.${errorCodeToKey(error.code)}`;
  if (isApiError(error)) return error.i18nKey;
  return 'errors.unknown';
}

/** A failure's text, for messages outside a form. */
export function useErrorText(): (error: unknown) => string {
  const anyT = useAuthT();
  return (error) => anyT(errorKeyOf(error));
}

/** Puts a call's failure under the field the server named, else as the form's error. */
export function applyCashierError<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
  anyT: AnyT,
): void {
  if (error instanceof UploadRejected) setError('root', { type: 'server', message: anyT(errorKeyOf(error)) });
  else applyApiError(error, fields, setError, anyT);
}

/** An amount with 2 decimals, comma thousands and the brand's symbol; signed amounts coloured. */
export function Money({ amount, symbol, signed }: { amount: number; symbol: string; signed?: boolean }) {
  const tone = signed ? (amount < 0 ? ' money--out' : amount > 0 ? ' money--in' : '') : '';
  const text = money(amount, symbol);
  return <span className={`money${tone}`}>{signed && amount > 0 ? `+${text}` : text}</span>;
}

/** A titled card of a cashier page. */
export function Card({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="cashier-card">
      <header className="cashier-card__head">
        <h4 className="cashier-card__title">{title}</h4>
        {actions}
      </header>
      {children}
    </section>
  );
}

/** Label / value rows. */
export function InfoRows({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="cashier-info">
      {rows.map(([label, value]) => (
        <div key={label} className="cashier-info__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Copies a value to the clipboard and says so for a moment. */
export function CopyButton({ value, label, text }: { value: string; label: string; text?: string }) {
  const { t } = useTranslation('cashier');
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 1500);
      },
      () => undefined,
    );
  };
  return (
    <button type="button" className="cashier-copy" aria-label={t('copyLabel', { label })} onClick={copy}>
      {copied ? t('copied') : (text ?? t('copy'))}
    </button>
  );
}

/** A status word in a coloured pill. */
export function StatusPill({ tone, children }: { tone: 'ok' | 'wait' | 'bad' | 'muted'; children: ReactNode }) {
  return <span className={`cashier-pill cashier-pill--${tone}`}>{children}</span>;
}

/** Quick amount buttons under an amount field. */
export function QuickAmounts({
  amounts,
  symbol,
  onPick,
}: {
  amounts: readonly number[];
  symbol: string;
  onPick: (amount: number) => void;
}) {
  const { t } = useTranslation('cashier');
  if (amounts.length === 0) return null;
  return (
    <div className="cashier-quick" role="group" aria-label={t('quickAmounts')}>
      {amounts.map((amount) => (
        <button key={amount} type="button" className="cashier-quick__button" onClick={() => onPick(amount)}>
          {money(amount, symbol)}
        </button>
      ))}
    </div>
  );
}
