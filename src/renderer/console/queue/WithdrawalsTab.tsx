import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandSummary } from '../../../shared/api/admin';
import type { CashierWithdrawal } from '../../../shared/api/withdraw';
import { api, queryOf } from '../api';
import {
  Approvals,
  FilterBar,
  Notice,
  Pager,
  TextAction,
  UploadPreview,
  useAction,
  useFormat,
  usePage,
  type NoticeState,
  type Page,
} from './kit';

const FILTERS = ['requested', 'approved', 'paid', 'disputes', 'rejected'] as const;
type Filter = (typeof FILTERS)[number];
/** Receipts the player disputed: the cashier refunds or counts them as received. */
const DISPUTED = ['not_received', 'partial'] as const;

/** Withdrawals: approve (two-person rule), reject (funds released), mark paid, resolve receipt disputes. */
export function WithdrawalsTab({ brand }: { brand: BrandSummary }) {
  const { t } = useTranslation('console');
  const [filter, setFilter] = useState<Filter>('requested');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<NoticeState>(null);
  const merchant = brand.merchantCode;
  const list = (query: Record<string, string | number | undefined>) =>
    api<Page<CashierWithdrawal>>('GET', `/admin/api/cashier/withdrawals?${queryOf({ merchant, ...query })}`);
  const { data, loading, error, at, reload } = usePage(async () => {
    if (filter !== 'disputes') return list({ status: filter, page, pageSize: 20 });
    const pages = await Promise.all(DISPUTED.map((receipt) => list({ status: 'paid', receipt, pageSize: 100 })));
    const rows = pages.flatMap((p) => p.list).sort((a, b) => a.createdAt - b.createdAt);
    return { page: 1, pageSize: 100, total: rows.length, list: rows };
  }, `${merchant}/${filter}/${page}`);
  const format = useFormat(brand, at);
  const { busy, run } = useAction(reload, setNotice);
  const base = (orderNo: string) => `/admin/api/cashier/withdrawals/${encodeURIComponent(orderNo)}`;

  const approve = (row: CashierWithdrawal) =>
    run(async () => {
      const after = await api<CashierWithdrawal>('POST', `${base(row.orderNo)}/approve`, { merchant });
      return after.status === 'approved'
        ? t('done.approved', { order: row.orderNo })
        : t('done.approveWaiting', { order: row.orderNo });
    });
  const reject = (row: CashierWithdrawal, reason: string) =>
    run(async () => {
      await api('POST', `${base(row.orderNo)}/reject`, { merchant, reason });
      return t('done.rejected', { order: row.orderNo });
    });
  const paid = (row: CashierWithdrawal, reference: string) =>
    run(async () => {
      await api('POST', `${base(row.orderNo)}/paid`, { merchant, reference });
      return t('done.paid', { order: row.orderNo });
    });
  const resolve = (row: CashierWithdrawal, outcome: 'refund' | 'force', reason: string) =>
    run(async () => {
      await api('POST', `${base(row.orderNo)}/resolve-receipt`, { merchant, outcome, reason });
      return t('done.resolved', { order: row.orderNo });
    });

  return (
    <div className="queue">
      <div className="queue__bar">
        <FilterBar
          label={t('queue.status')}
          value={filter}
          options={FILTERS}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
        />
        <button type="button" className="button button--small" onClick={reload} disabled={loading}>
          {t('queue.refresh')}
        </button>
      </div>
      <Notice notice={notice} />
      {error && <Notice notice={{ kind: 'error', text: error }} />}
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('queue.order')}</th>
            <th scope="col">{t('queue.member')}</th>
            <th scope="col" className="num">
              {t('queue.amount')}
            </th>
            <th scope="col">{t('withdrawals.account')}</th>
            <th scope="col">{t('queue.age')}</th>
            <th scope="col">{t('queue.approvals')}</th>
            <th scope="col">{t('queue.details')}</th>
            <th scope="col">{t('queue.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {data?.list.map((row) => (
            <tr key={row.orderNo} data-order={row.orderNo}>
              <td>
                <code>{row.orderNo}</code>
                <div className="muted small">{t(`filters.${row.status}`)}</div>
              </td>
              <td>{row.username}</td>
              <td className="num">{format.money(row.amount)}</td>
              <td>
                {row.account.bankName}
                <div className="muted small">
                  {row.account.holderName} · <code>{row.accountNumber}</code>
                </div>
              </td>
              <td title={format.time(row.createdAt)}>{format.age(row.createdAt)}</td>
              <td>
                <Approvals approvals={row.approvals} required={row.approvalsRequired} />
              </td>
              <td className="small">
                <div>
                  {t('withdrawals.turnover', {
                    achieved: format.money(row.turnover.achieved),
                    required: format.money(row.turnover.required),
                  })}
                </div>
                {row.receipt && (
                  <div>
                    {t('receipt.label')}:{' '}
                    {t(`receipt.${row.receipt.status}`, { amount: format.money(row.receipt.receivedAmount ?? 0) })}
                  </div>
                )}
                {row.reason && <div className="muted">{row.reason}</div>}
                {row.paidReference && (
                  <div className="muted">
                    {t('actions.reference')}: {row.paidReference}
                  </div>
                )}
              </td>
              <td>
                <div className="actions">
                  {row.status === 'requested' && (
                    <button
                      type="button"
                      className="button button--small button--primary"
                      disabled={busy}
                      onClick={() => void approve(row)}
                    >
                      {t('actions.approve')}
                    </button>
                  )}
                  {row.status === 'approved' && (
                    <TextAction
                      label={t('actions.markPaid')}
                      field={t('actions.reference')}
                      minLength={1}
                      problem={t('errors.referenceRequired')}
                      disabled={busy}
                      onSubmit={(reference) => paid(row, reference)}
                    />
                  )}
                  {(row.status === 'requested' || row.status === 'approved') && (
                    <TextAction
                      label={t('actions.reject')}
                      field={t('actions.reason')}
                      minLength={3}
                      problem={t('errors.reasonRequired')}
                      danger
                      disabled={busy}
                      onSubmit={(reason) => reject(row, reason)}
                    />
                  )}
                  {row.receipt?.proofUploadId && (
                    <UploadPreview
                      uploadId={row.receipt.proofUploadId}
                      label={t('actions.viewProof')}
                      order={row.orderNo}
                    />
                  )}
                  {row.status === 'paid' &&
                    row.receipt &&
                    (DISPUTED as readonly string[]).includes(row.receipt.status) && (
                      <ResolveAction disabled={busy} onSubmit={(outcome, reason) => resolve(row, outcome, reason)} />
                    )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data && data.list.length === 0 && <p className="empty">{t('queue.empty')}</p>}
      {loading && !data && <p className="empty">{t('queue.loading')}</p>}
      {data && <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />}
    </div>
  );
}

function ResolveAction({
  disabled,
  onSubmit,
}: {
  disabled: boolean;
  onSubmit: (outcome: 'refund' | 'force', reason: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('console');
  const [outcome, setOutcome] = useState<'refund' | 'force'>('refund');
  return (
    <TextAction
      label={t('actions.resolve')}
      field={t('actions.reason')}
      minLength={3}
      problem={t('errors.reasonRequired')}
      disabled={disabled}
      onSubmit={(reason) => onSubmit(outcome, reason)}
      extra={
        <label className="field field--compact">
          <span>{t('actions.outcome')}</span>
          <select value={outcome} onChange={(e) => setOutcome(e.target.value as 'refund' | 'force')}>
            <option value="refund">{t('actions.refund')}</option>
            <option value="force">{t('actions.force')}</option>
          </select>
        </label>
      }
    />
  );
}
