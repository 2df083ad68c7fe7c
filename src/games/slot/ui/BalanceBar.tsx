import { formatMinor } from './money';
import type { Translate } from './translate';

/** Balance and stake as the player reads them before each spin. */
export function BalanceBar({ balance, currency, t }: { balance: number | null; currency?: string; t: Translate }) {
  return (
    <div className="slot-balance">
      <span className="slot-balance__label">{t('balance')}</span>
      <output className="slot-balance__amount" data-testid="balance" aria-live="off">
        {currency ? <span className="slot-balance__currency">{currency} </span> : null}
        {balance === null ? '—' : formatMinor(balance)}
      </output>
    </div>
  );
}
