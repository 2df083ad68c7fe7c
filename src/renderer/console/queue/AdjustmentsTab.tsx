import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandSummary } from '../../../shared/api/admin';
import type { AdjustmentAnswer, AdjustmentRequestView } from '../../../shared/api/admin-wallet';
import { api, newRequestId, queryOf } from '../api';
import {
  Approvals,
  FilterBar,
  Notice,
  Pager,
  TextAction,
  useAction,
  useFormat,
  usePage,
  type NoticeState,
  type Page,
} from './kit';

const FILTERS = ['pending', 'approved', 'rejected'] as const;
type Filter = (typeof FILTERS)[number];

/** Manual adjustments: create one (two-person rule at the brand's amount), approve or reject requests. */
export function AdjustmentsTab({ brand }: { brand: BrandSummary }) {
  const { t } = useTranslation('console');
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<NoticeState>(null);
  const merchant = brand.merchantCode;
  const { data, loading, error, at, reload } = usePage(
    () =>
      api<Page<AdjustmentRequestView>>(
        'GET',
        `/admin/api/cashier/adjustments?${queryOf({ merchant, status: filter, page, pageSize: 20 })}`,
      ),
    `${merchant}/${filter}/${page}`,
  );
  const format = useFormat(brand, at);
  const { busy, run } = useAction(reload, setNotice);
  const base = (id: number) => `/admin/api/cashier/adjustments/${id}`;

  const approve = (row: AdjustmentRequestView) =>
    run(async () => {
      const after = await api<AdjustmentRequestView>('POST', `${base(row.id)}/approve`, { merchant });
      const order = `#${row.id}`;
      return after.status === 'approved' ? t('done.approved', { order }) : t('done.approveWaiting', { order });
    });
  const reject = (row: AdjustmentRequestView, reason: string) =>
    run(async () => {
      await api('POST', `${base(row.id)}/reject`, { merchant, reason });
      return t('done.rejected', { order: `#${row.id}` });
    });

  return (
    <div className="queue">
      <Notice notice={notice} />
      <CreateAdjustment brand={brand} busy={busy} run={run} />
      <h2 className="queue__subheading">{t('adjustments.pendingList')}</h2>
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
      {error && <Notice notice={{ kind: 'error', text: error }} />}
      <table className="table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('queue.member')}</th>
            <th scope="col" className="num">
              {t('queue.amount')}
            </th>
            <th scope="col">{t('actions.reason')}</th>
            <th scope="col">{t('queue.age')}</th>
            <th scope="col">{t('queue.approvals')}</th>
            <th scope="col">{t('queue.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {data?.list.map((row) => (
            <tr key={row.id} data-adjustment={row.id}>
              <td>
                <code>#{row.id}</code>
                <div className="muted small">{t(`filters.${row.status}`)}</div>
              </td>
              <td>{row.username}</td>
              <td className={`num ${row.direction === 'credit' ? 'credit' : 'debit'}`}>
                {row.direction === 'credit' ? '+' : '−'}
                {format.money(row.amount)}
              </td>
              <td>
                {row.reason}
                <div className="muted small">{t('adjustments.requestedBy', { username: row.createdBy })}</div>
                {row.rejectReason && <div className="muted small">{row.rejectReason}</div>}
              </td>
              <td title={format.time(row.createdAt)}>{format.age(row.createdAt)}</td>
              <td>
                <Approvals approvals={row.approvals} required={row.approvalsRequired} />
              </td>
              <td>
                <div className="actions">
                  {row.status === 'pending' && (
                    <>
                      <button
                        type="button"
                        className="button button--small button--primary"
                        disabled={busy}
                        onClick={() => void approve(row)}
                      >
                        {t('actions.approve')}
                      </button>
                      <TextAction
                        label={t('actions.reject')}
                        field={t('actions.reason')}
                        minLength={3}
                        problem={t('errors.reasonRequired')}
                        danger
                        disabled={busy}
                        onSubmit={(reason) => reject(row, reason)}
                      />
                    </>
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

function CreateAdjustment({
  brand,
  busy,
  run,
}: {
  brand: BrandSummary;
  busy: boolean;
  run: (action: () => Promise<string>) => Promise<boolean>;
}) {
  const { t } = useTranslation('console');
  const format = useFormat(brand);
  const [username, setUsername] = useState('');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // One id per filled-in form: a retry after a network error cannot post twice.
  const [requestId, setRequestId] = useState(newRequestId);
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setRequestId(newRequestId());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !amount.trim()) return setProblem(t('errors.fieldsRequired'));
    if (reason.trim().length < 3) return setProblem(t('errors.reasonRequired'));
    setProblem(null);
    const name = username.trim();
    const ok = await run(async () => {
      const answer = await api<AdjustmentAnswer>(
        'POST',
        `/admin/api/brands/${encodeURIComponent(brand.merchantCode)}/members/${encodeURIComponent(name)}/adjustments`,
        { direction, amount: amount.trim(), reason: reason.trim(), requestId },
      );
      return answer.status === 'posted'
        ? t('done.adjustmentPosted', { username: name, balance: format.money(answer.balance) })
        : t('done.adjustmentWaiting', { username: name });
    });
    if (ok) {
      setUsername('');
      setAmount('');
      setReason('');
      setRequestId(newRequestId());
    }
  };

  return (
    <form className="create-form" onSubmit={(event) => void submit(event)} aria-labelledby="adjust-title">
      <h2 id="adjust-title">{t('adjustments.create')}</h2>
      <p className="muted small">{t('adjustments.twoPerson', { amount: format.money(brand.secondApprovalAmount) })}</p>
      <div className="form-grid">
        <label className="field">
          <span>{t('adjustments.username')}</span>
          <input name="adjust-username" value={username} onChange={(e) => edit(setUsername)(e.target.value)} />
        </label>
        <label className="field">
          <span>{t('adjustments.direction')}</span>
          <select
            name="adjust-direction"
            value={direction}
            onChange={(e) => edit((v) => setDirection(v as 'credit' | 'debit'))(e.target.value)}
          >
            <option value="credit">{t('adjustments.credit')}</option>
            <option value="debit">{t('adjustments.debit')}</option>
          </select>
        </label>
        <label className="field">
          <span>{t('adjustments.amount')}</span>
          <input
            name="adjust-amount"
            inputMode="decimal"
            value={amount}
            onChange={(e) => edit(setAmount)(e.target.value)}
          />
        </label>
        <label className="field field--wide">
          <span>{t('adjustments.reason')}</span>
          <input name="adjust-reason" value={reason} onChange={(e) => edit(setReason)(e.target.value)} />
        </label>
      </div>
      {problem && (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      )}
      <button className="button button--primary" type="submit" disabled={busy}>
        {t('adjustments.submit')}
      </button>
    </form>
  );
}
