import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandSummary } from '../../../shared/api/admin';
import type { DepositQueueRow } from '../../../shared/api/deposit';
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

const FILTERS = ['pending', 'review', 'confirmed', 'failed', 'all'] as const;
type Filter = (typeof FILTERS)[number];
const OPEN = new Set(['created', 'pending']);

/** Company deposits waiting for a cashier: check the slip, confirm (credits the player) or reject. */
export function DepositsTab({ brand }: { brand: BrandSummary }) {
  const { t } = useTranslation('console');
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<NoticeState>(null);
  const merchant = brand.merchantCode;
  const { data, loading, error, at, reload } = usePage(
    () =>
      api<Page<DepositQueueRow>>(
        'GET',
        `/admin/api/cashier/deposits?${queryOf({ merchant, status: filter === 'all' ? undefined : filter, page, pageSize: 20 })}`,
      ),
    `${merchant}/${filter}/${page}`,
  );
  const format = useFormat(brand, at);
  const { busy, run } = useAction(reload, setNotice);
  const base = (orderNo: string) => `/admin/api/cashier/deposits/${encodeURIComponent(orderNo)}`;

  const confirm = (row: DepositQueueRow) =>
    run(async () => {
      const after = await api<DepositQueueRow>('POST', `${base(row.orderNo)}/confirm`, { merchant });
      return after.status === 'confirmed'
        ? t('done.confirmed', { order: row.orderNo })
        : t('done.confirmWaiting', { order: row.orderNo });
    });
  const reject = (row: DepositQueueRow, reason: string) =>
    run(async () => {
      await api('POST', `${base(row.orderNo)}/reject`, { merchant, reason });
      return t('done.rejected', { order: row.orderNo });
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
            <th scope="col">{t('deposits.channel')}</th>
            <th scope="col">{t('queue.age')}</th>
            <th scope="col">{t('queue.approvals')}</th>
            <th scope="col">{t('deposits.slip')}</th>
            <th scope="col">{t('queue.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {data?.list.map((row) => (
            <tr key={row.orderNo} data-order={row.orderNo}>
              <td>
                <code>{row.orderNo}</code>
                <div className="muted small">
                  {t(`filters.${row.status}`)}
                  {row.reviewReason ? ` · ${t('deposits.reviewReason', { reason: row.reviewReason })}` : ''}
                </div>
              </td>
              <td>{row.username}</td>
              <td className="num">{format.money(row.amount)}</td>
              <td>{row.channelName}</td>
              <td title={format.time(row.createdAt)}>{format.age(row.createdAt)}</td>
              <td>
                <Approvals approvals={row.approvals} required={row.approvalsRequired} />
              </td>
              <td>
                {row.slipUploadId ? (
                  <UploadPreview uploadId={row.slipUploadId} label={t('actions.viewSlip')} order={row.orderNo} />
                ) : (
                  <span className="muted small">{t('deposits.noSlip')}</span>
                )}
              </td>
              <td>
                <div className="actions">
                  {OPEN.has(row.status) && (
                    <>
                      <button
                        type="button"
                        className="button button--small button--primary"
                        disabled={busy}
                        onClick={() => void confirm(row)}
                      >
                        {t('actions.confirm')}
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
