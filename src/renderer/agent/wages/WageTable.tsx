import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { businessDay, useBusinessZone } from '../businessDay';
import type { Wage } from '../../../shared/api/agent';
import { Pager } from '../../games/Pager';
import { money } from '../../member/cashier/money';
import { PAGE_SIZE } from './useWages';
import './wages.css';

/** A period as its days (a day or longer) or its times (an hour, a 5-minute window). */
function periodText(start: number, end: number): string {
  const long = end - start >= 86_400_000;
  if (long) {
    const last = dayjs(end - 1).format('YYYY-MM-DD');
    const first = dayjs(start).format('YYYY-MM-DD');
    return first === last ? first : `${first} – ${last}`;
  }
  return `${dayjs(start).format('YYYY-MM-DD HH:mm')}–${dayjs(end).format('HH:mm')}`;
}

const rate = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/** The from/to day inputs of the wage pages. */
export function RangeFilter({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation('agent');
  const today = businessDay(useBusinessZone());
  return (
    <div className="wages-filter">
      <label className="wages-filter__field">
        <span>{t('wages.from')}</span>
        <input
          type="date"
          value={from}
          max={to}
          onChange={(e) => e.target.value && onChange({ from: e.target.value, to })}
        />
      </label>
      <label className="wages-filter__field">
        <span>{t('wages.to')}</span>
        <input
          type="date"
          value={to}
          min={from}
          max={today}
          onChange={(e) => e.target.value && onChange({ from, to: e.target.value })}
        />
      </label>
    </div>
  );
}

/**
 * Payout rows: period, the other party, basis, rate, amount and (dividends) the carry-over; a
 * phone shows each row as a card (data-label). `showKind` adds the kind column (my income).
 */
export function WageTable({
  items,
  total,
  page,
  onPage,
  direction,
  showKind,
  loading,
}: {
  items: readonly Wage[];
  total: number;
  page: number;
  onPage: (page: number) => void;
  direction: 'received' | 'paid';
  showKind?: boolean;
  loading: boolean;
}) {
  const { t } = useTranslation('agent');
  const party = direction === 'received' ? t('wages.payer') : t('wages.payee');
  return (
    <div className="wages-table-wrap" aria-busy={loading}>
      <table className="wages-table">
        <thead>
          <tr>
            <th scope="col">{t('wages.period')}</th>
            {showKind && <th scope="col">{t('wages.kind')}</th>}
            <th scope="col">{party}</th>
            <th scope="col" className="wages-table__num">
              {t('wages.basis')}
            </th>
            <th scope="col" className="wages-table__num">
              {t('wages.rate')}
            </th>
            <th scope="col" className="wages-table__num">
              {t('wages.amount')}
            </th>
            <th scope="col" className="wages-table__num">
              {t('wages.carryOver')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((w) => (
            <tr key={w.id}>
              <td data-label={t('wages.period')} className="wages-table__nowrap">
                {periodText(w.periodStart, w.periodEnd)}
              </td>
              {showKind && <td data-label={t('wages.kind')}>{t(`wages.kinds.${w.kind}`)}</td>}
              <td data-label={party}>
                {direction === 'received' ? (w.payer === 'platform' ? t('wages.platform') : w.payer) : w.payee}
                {w.part && <span className="wages-part">{t(`wages.parts.${w.part}`)}</span>}
              </td>
              <td data-label={t('wages.basis')} className="wages-table__num">
                {money(w.basis, '')}
              </td>
              <td data-label={t('wages.rate')} className="wages-table__num">
                {rate(w.rateBp)}
              </td>
              <td data-label={t('wages.amount')} className="wages-table__num wages-table__amount">
                {money(w.amount, '')}
              </td>
              <td data-label={t('wages.carryOver')} className="wages-table__num">
                {w.kind === 'dividend' ? money(w.carryOver, '') : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!loading && items.length === 0 && <p className="wages-empty">{t('wages.empty')}</p>}
      <Pager page={page} total={Math.ceil(total / PAGE_SIZE)} onPage={onPage} />
    </div>
  );
}
