import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandSummary } from '../../../shared/api/admin';
import { uploadImage } from '../api';
import { useErrorText } from '../errors';
import { age, money } from '../format';
import { INTL_LOCALE } from '../i18n';
import { parseLanguage, DEFAULT_LANGUAGE } from '../../../shared/i18n/languages';

/** Pieces every queue tab shares: loading a page, notices, inline action forms, money and age. */

export type NoticeState = { kind: 'ok' | 'error'; text: string } | null;

export function Notice({ notice }: { notice: NoticeState }) {
  if (!notice) return null;
  return (
    <p className={`notice notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      {notice.text}
    </p>
  );
}

export interface Page<T> {
  page: number;
  pageSize: number;
  total: number;
  list: T[];
}

/**
 * Loads a page whenever `key` (everything fetchPage depends on) changes, and again on
 * `reload()` – after every action, with no optimistic changes: the server's word counts.
 * `at` is when the page arrived; ages are shown relative to it.
 */
export function usePage<T>(fetchPage: () => Promise<Page<T>>, key: string) {
  const errorText = useErrorText();
  const [tick, setTick] = useState(0);
  const [state, setState] = useState<{ for: string; data: Page<T> | null; error: string | null; at: number }>({
    for: '',
    data: null,
    error: null,
    at: 0,
  });
  const wanted = `${key}#${tick}`;
  useEffect(() => {
    let live = true;
    fetchPage().then(
      (data) => {
        if (live) setState({ for: wanted, data, error: null, at: Date.now() });
      },
      (failure: unknown) => {
        if (live) setState((old) => ({ ...old, for: wanted, error: errorText(failure) }));
      },
    );
    return () => {
      live = false;
    };
    // `wanted` names everything fetchPage depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data: state.data, error: state.error, at: state.at, loading: state.for !== wanted, reload };
}

/** Runs an action, reports it, then reloads the list. */
export function useAction(reload: () => void, setNotice: (notice: NoticeState) => void) {
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<string>): Promise<boolean> => {
    setBusy(true);
    let ok = false;
    try {
      setNotice({ kind: 'ok', text: await action() });
      ok = true;
    } catch (failure) {
      setNotice({ kind: 'error', text: errorText(failure) });
    }
    reload();
    setBusy(false);
    return ok;
  };
  return { busy, run };
}

/** Money with the brand's symbol; ages relative to `now` (when the list was loaded). */
export function useFormat(brand: BrandSummary, now = 0) {
  const { i18n } = useTranslation('console');
  const locale = INTL_LOCALE[parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE];
  return {
    money: (amount: number) => money(amount, brand.currencySymbol),
    age: (since: number) => age(since, Math.max(now, since), locale),
    time: (at: number) => new Date(at).toLocaleString(locale),
  };
}

export function FilterBar<T extends string>({
  value,
  options,
  onChange,
  label,
}: {
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  label: string;
}) {
  const { t } = useTranslation('console');
  return (
    <div className="filters" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={`chip${option === value ? ' chip--active' : ''}`}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {t(`filters.${option}` as 'filters.all')}
        </button>
      ))}
    </div>
  );
}

/** Approvals so far / required, with the approvers' names on hover. */
export function Approvals({ approvals, required }: { approvals: string[]; required: number }) {
  const { t } = useTranslation('console');
  return (
    <span title={approvals.join(', ')} className={approvals.length > 0 ? 'approvals approvals--some' : 'approvals'}>
      {t('queue.approvalsValue', { count: approvals.length, required })}
    </span>
  );
}

/**
 * An action that needs text (reject reason, payment reference): opens a small form in the row,
 * checks the text before sending, and closes when the action succeeded.
 */
export function TextAction({
  label,
  field,
  minLength,
  problem,
  danger,
  disabled,
  onSubmit,
  extra,
}: {
  label: string;
  field: string;
  minLength: number;
  problem: string;
  danger?: boolean;
  disabled?: boolean;
  onSubmit: (text: string) => Promise<boolean>;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('console');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  if (!open)
    return (
      <button
        type="button"
        className={`button button--small${danger ? ' button--danger' : ''}`}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length < minLength) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (await onSubmit(text.trim())) {
      setOpen(false);
      setText('');
    }
  };
  return (
    <form className="inline-form" onSubmit={(event) => void submit(event)}>
      {extra}
      <label className="field field--compact">
        <span>{field}</span>
        <input value={text} onChange={(e) => setText(e.target.value)} aria-invalid={invalid} autoFocus />
      </label>
      {invalid && (
        <span className="field-error" role="alert">
          {problem}
        </span>
      )}
      <span className="inline-form__buttons">
        <button
          type="submit"
          className={`button button--small${danger ? ' button--danger' : ' button--primary'}`}
          disabled={disabled}
        >
          {label}
        </button>
        <button type="button" className="button button--small button--ghost" onClick={() => setOpen(false)}>
          {t('actions.cancel')}
        </button>
      </span>
    </form>
  );
}

/** An uploaded slip or proof, fetched with the operator's token and shown on demand. */
export function UploadPreview({ uploadId, label, order }: { uploadId: number; label: string; order: string }) {
  const { t } = useTranslation('console');
  const errorText = useErrorText();
  const [src, setSrc] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const show = async () => {
    setOpen(true);
    if (src) return;
    try {
      setSrc(await uploadImage(uploadId));
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  if (!open)
    return (
      <button type="button" className="button button--small button--ghost" onClick={() => void show()}>
        {label}
      </button>
    );
  return (
    <span className="preview">
      {src && <img className="preview__image" src={src} alt={t('actions.imageAlt', { order })} />}
      {error && <span className="field-error">{error}</span>}
      <button type="button" className="button button--small button--ghost" onClick={() => setOpen(false)}>
        {t('actions.hideImage')}
      </button>
    </span>
  );
}

export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('console');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="pager">
      <span className="muted">{t('queue.total', { count: total })}</span>
      {pages > 1 && (
        <>
          <button type="button" className="button button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('queue.previous')}
          </button>
          <span>
            {page} / {pages}
          </span>
          <button
            type="button"
            className="button button--small"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t('queue.next')}
          </button>
        </>
      )}
    </div>
  );
}
