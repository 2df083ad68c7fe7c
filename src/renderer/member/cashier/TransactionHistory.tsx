import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORD_TYPES, type RecordType } from '../../../shared/api/wallet-rules';
import { Pager } from '../../games/Pager';
import { MAIN_WALLET } from '../../stores/BalanceStore';
import type { RecordFilter } from '../../stores/WalletStore';
import { dateTime, Money, useCashier, useErrorText } from './parts';

/** The default period: the last 7 days including today. */
const DEFAULT_DAYS = 7;

/** The filter of two YYYY-MM-DD days (the end day is included: the query ends at the next midnight). */
export function recordFilterOf(type: RecordType | '', startDay: string, endDay: string): RecordFilter {
  return {
    type,
    startTime: dayjs(startDay).startOf('day').valueOf(),
    endTime: dayjs(endDay).add(1, 'day').startOf('day').valueOf(),
  };
}

/** transactionHistory (account record, ODSFE2_MemTransDet): type and date filters, 15 rows a page. */
const TransactionHistory = observer(function TransactionHistory() {
  const { t } = useTranslation('cashier');
  const { wallet } = useCashier();
  const errorText = useErrorText();
  const today = dayjs().format('YYYY-MM-DD');
  const [type, setType] = useState<RecordType | ''>('');
  const [startDay, setStartDay] = useState(
    dayjs()
      .subtract(DEFAULT_DAYS - 1, 'day')
      .format('YYYY-MM-DD'),
  );
  const [endDay, setEndDay] = useState(today);
  const [error, setError] = useState('');
  const load = (filter: RecordFilter, page = 1) => {
    setError('');
    wallet.loadRecord(filter, page).catch((e: unknown) => setError(errorText(e)));
  };
  useEffect(() => {
    load(recordFilterOf('', startDay, endDay));
    if (!wallet.balance) void wallet.refresh().catch(() => undefined);
    // Only on arrival; later searches come from the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const record = wallet.record;
  const symbol = wallet.currencySymbol;
  const walletName = (id: number) =>
    id === MAIN_WALLET
      ? t('wallet.main')
      : (wallet.balance?.balance.find((w) => w.accountTypeId === id)?.name ?? String(id));
  const badRange = startDay > endDay;
  return (
    <div className="cashier">
      <form
        className="cashier-filters"
        onSubmit={(e) => {
          e.preventDefault();
          if (!badRange) load(recordFilterOf(type, startDay, endDay));
        }}
      >
        <label className="cashier-filters__field">
          <span>{t('history.type')}</span>
          <select value={type} onChange={(e) => setType(e.target.value as RecordType | '')}>
            <option value="">{t('history.allTypes')}</option>
            {RECORD_TYPES.map((name) => (
              <option key={name} value={name}>
                {t(`history.types.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="cashier-filters__field">
          <span>{t('history.from')}</span>
          <input type="date" value={startDay} max={today} onChange={(e) => setStartDay(e.target.value)} />
        </label>
        <label className="cashier-filters__field">
          <span>{t('history.to')}</span>
          <input type="date" value={endDay} max={today} onChange={(e) => setEndDay(e.target.value)} />
        </label>
        <button type="submit" className="btn btn--primary" disabled={badRange || wallet.recordLoading}>
          {t('history.search')}
        </button>
      </form>
      {badRange && (
        <p className="form-error" role="alert">
          {t('history.badRange')}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="cashier-table-wrap" aria-busy={wallet.recordLoading}>
        <table className="cashier-table">
          <thead>
            <tr>
              <th scope="col">{t('history.time')}</th>
              <th scope="col">{t('history.type')}</th>
              <th scope="col">{t('history.wallet')}</th>
              <th scope="col" className="cashier-table__num">
                {t('history.amount')}
              </th>
              <th scope="col" className="cashier-table__num">
                {t('history.balance')}
              </th>
              <th scope="col">{t('history.remark')}</th>
            </tr>
          </thead>
          <tbody>
            {record?.list.map((row) => (
              <tr key={`${row.transactionId}-${row.accountTypeId}`}>
                <td data-label={t('history.time')} className="cashier-table__nowrap">
                  {dateTime(row.createdAt)}
                </td>
                <td data-label={t('history.type')}>
                  {(RECORD_TYPES as readonly string[]).includes(row.type)
                    ? t(`history.types.${row.type as RecordType}`)
                    : row.type}
                </td>
                <td data-label={t('history.wallet')} className="cashier-table__nowrap">
                  {walletName(row.accountTypeId)}
                </td>
                <td data-label={t('history.amount')} className="cashier-table__num">
                  <Money amount={row.amount} symbol={symbol} signed />
                </td>
                <td data-label={t('history.balance')} className="cashier-table__num">
                  <Money amount={row.balanceAfter} symbol={symbol} />
                </td>
                <td data-label={t('history.remark')} className="cashier-table__remark">
                  {row.remark}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {record && record.list.length === 0 && <p className="cashier-empty">{t('history.empty')}</p>}
      </div>
      {record && wallet.recordFilter && (
        <Pager
          page={record.page}
          total={wallet.recordPages}
          onPage={(page) => wallet.recordFilter && load(wallet.recordFilter, page)}
        />
      )}
    </div>
  );
});

export default TransactionHistory;
