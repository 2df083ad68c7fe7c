import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentImage } from '../../../shared/api/content';
import { CONTENT_IMAGE_TYPES } from '../../../shared/content-rules';
import { api } from '../api';
import { useErrorText } from '../errors';

/** Pieces the catalogue tabs share: the API path, on/off switches, order buttons, image upload. */

export const catalogueApi = (merchant: string, path: string) =>
  `/admin/api/games/${encodeURIComponent(merchant)}/${path}`;

/** An on/off switch (a button with role switch, so screen readers announce its state). */
export function Switch({
  checked,
  label,
  disabled,
  onChange,
}: {
  checked: boolean;
  label: string;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      className={`switch${checked ? ' switch--on' : ''}`}
      onClick={() => onChange(!checked)}
    >
      <span className="switch__knob" aria-hidden="true" />
      <span className="switch__text">{checked ? t('catalogue.on') : t('catalogue.off')}</span>
    </button>
  );
}

/** Up and down buttons of an ordered list; `move` gets the list's new id order. */
export function OrderButtons<T>({
  ids,
  index,
  name,
  disabled,
  move,
}: {
  ids: readonly T[];
  index: number;
  name: string;
  disabled?: boolean;
  move: (order: T[]) => void;
}) {
  const { t } = useTranslation('console');
  const swap = (other: number) => {
    const order = [...ids];
    const a = order[index];
    const b = order[other];
    if (a === undefined || b === undefined) return;
    order[index] = b;
    order[other] = a;
    move(order);
  };
  return (
    <span className="order-buttons">
      <button
        type="button"
        className="button button--small button--ghost"
        aria-label={t('catalogue.up', { name })}
        disabled={disabled || index === 0}
        onClick={() => swap(index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="button button--small button--ghost"
        aria-label={t('catalogue.down', { name })}
        disabled={disabled || index === ids.length - 1}
        onClick={() => swap(index + 1)}
      >
        ↓
      </button>
    </span>
  );
}

/**
 * An image address field with an upload button: the file goes to the content image store (the
 * server checks its type from the bytes) and the field takes the stored image's address.
 */
export function ImageField({
  merchant,
  label,
  value,
  onChange,
}: {
  merchant: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
}) {
  const { t } = useTranslation('console');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const image = await api<ContentImage>(
        'POST',
        `/admin/api/content/${encodeURIComponent(merchant)}/images`,
        undefined,
        { contentType: file.type || 'application/octet-stream', data: file },
      );
      onChange(image.url);
    } catch (failure) {
      setError(errorText(failure));
    }
    setBusy(false);
  };
  return (
    <div className="field image-field">
      <label className="field">
        <span>{label}</span>
        <input value={value} onChange={(e) => onChange(e.target.value)} placeholder="/img/... https://..." />
      </label>
      <span className="image-field__row">
        {value && <img className="thumb" src={value} alt="" />}
        <label className="button button--small">
          {busy ? t('catalogue.games.uploading') : t('catalogue.games.upload')}
          <input
            className="sr-only"
            type="file"
            accept={CONTENT_IMAGE_TYPES.join(',')}
            disabled={busy}
            onChange={(e) => void upload(e)}
            aria-label={`${label}: ${t('catalogue.games.upload')}`}
          />
        </label>
      </span>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
