import { formatMinor } from './money';
import type { Translate } from './translate';

export interface SpinButtonProps {
  readonly stake: number;
  readonly busy: boolean;
  readonly disabled: boolean;
  readonly onSpin: () => void;
  readonly t: Translate;
}

/** Starts one round. Disabled while a round runs and until the minimum interval has passed. */
export function SpinButton({ stake, busy, disabled, onSpin, t }: SpinButtonProps) {
  return (
    <button
      type="button"
      className="slot-spin"
      onClick={onSpin}
      disabled={disabled}
      aria-label={t('spin.label', { stake: formatMinor(stake) })}
      aria-busy={busy}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={busy ? 'slot-spin__icon is-busy' : 'slot-spin__icon'}>
        <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      <span>{busy ? t('spin.busy') : t('spin.button')}</span>
    </button>
  );
}
