import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import type { UserLossQuerySchema } from '../../../shared/api/agent';
import { HTML_LANG } from '../../../shared/i18n/languages';
import { Pager } from '../../games/Pager';
import { useStores } from '../../stores/StoresContext';
import type { AgentPageProps } from '../menu';
import { Breadcrumb } from '../reports/Breadcrumb';
import { ReportFilters, type DaysAndUser } from '../reports/ReportFilters';
import { count, DEFAULT_REPORT_DAYS } from '../reports/format';
import { businessDay, lastBusinessDays, useBusinessZone } from '../businessDay';
import { Amount, ReportState } from '../reports/parts';
import { Totals } from '../reports/Totals';
import { useReport, useReportCalls } from '../reports/useReport';
import '../../member/cashier/cashier.css';
import '../reports/reports.css';

/** Rows per page (the node's own row comes on the first page). */
export const USER_LOSS_PAGE_SIZE = 20;

type LossQuery = Static<typeof UserLossQuerySchema>;

/** The node whose team is shown: ?parent=<id> in the URL, else the agent itself. */
export function parentOf(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** The query of the applied filters, the node and the page (blank username left out). */
export function lossQueryOf(filters: DaysAndUser, parentId: number | undefined, page: number): LossQuery {
  const username = filters.username.trim();
  return {
    from: filters.from,
    to: filters.to,
    page,
    size: USER_LOSS_PAGE_SIZE,
    ...(parentId ? { parentId } : {}),
    ...(username ? { username } : {}),
  };
}

/**
 * palStatementsAgentCopy (user profit and loss): one row for the node itself and one per direct
 * child with its whole team's figures over the days asked; a child agent's name opens its own
 * team (?parent=<id>, so the browser's back button climbs up again), the breadcrumb goes back to
 * any level above. Totals cover every row the filters match.
 */
const UserLoss = observer(function UserLoss({ params, openPage }: AgentPageProps) {
  const { t } = useTranslation('agent');
  const { balance, ui } = useStores();
  const calls = useReportCalls();
  const today = businessDay(useBusinessZone());
  const [form, setForm] = useState<DaysAndUser>({ ...lastBusinessDays(today, DEFAULT_REPORT_DAYS), username: '' });
  const [applied, setApplied] = useState(form);
  const [page, setPage] = useState(1);
  const parentId = parentOf(params.parent);
  const query = lossQueryOf(applied, parentId, page);
  const report = useReport(JSON.stringify(query), () => calls.getUserLoss(query));
  const data = report.data;
  const symbol = balance.currencySymbol;
  const locale = HTML_LANG[ui.language];
  /** Opens a node's team (none: the agent's own); the username search belongs to one level. */
  const openNode = (id: number | undefined) => {
    const cleared = { ...applied, username: '' };
    setForm((f) => ({ ...f, username: '' }));
    setApplied(cleared);
    setPage(1);
    openPage('palStatementsAgentCopy', id ? { parent: String(id) } : {});
  };
  return (
    <div className="agent-report">
      <ReportFilters
        value={form}
        max={today}
        onChange={(change) => setForm((f) => ({ ...f, ...change }))}
        onSearch={() => {
          setApplied(form);
          setPage(1);
        }}
      />
      {data && data.breadcrumb.length > 0 && (
        <Breadcrumb
          label={t('userLoss.breadcrumb')}
          items={data.breadcrumb}
          onOpen={(id, index) => openNode(index === 0 ? undefined : id)}
        />
      )}
      {data && (
        <Totals
          label={t('userLoss.totals')}
          symbol={symbol}
          items={[
            ['deposits', t('userLoss.deposits'), data.totals.deposits],
            ['withdrawals', t('userLoss.withdrawals'), data.totals.withdrawals],
            ['validTurnover', t('userLoss.validTurnover'), data.totals.validTurnover],
            ['profitLoss', t('userLoss.profitLoss'), data.totals.profitLoss, true],
          ]}
        />
      )}
      <ReportState
        loading={report.loading && !data}
        error={report.error}
        empty={data?.rows.length === 0}
        onRetry={report.retry}
      />
      {data && data.rows.length > 0 && (
        <div className="cashier-table-wrap" aria-busy={report.loading}>
          <table className="cashier-table agent-table">
            <thead>
              <tr>
                <th scope="col">{t('reports.username')}</th>
                <th scope="col" className="cashier-table__num">
                  {t('userLoss.teamCount')}
                </th>
                <th scope="col" className="cashier-table__num">
                  {t('userLoss.activePlayers')}
                </th>
                <th scope="col" className="cashier-table__num">
                  {t('userLoss.deposits')}
                </th>
                <th scope="col" className="cashier-table__num">
                  {t('userLoss.withdrawals')}
                </th>
                <th scope="col" className="cashier-table__num">
                  {t('userLoss.validTurnover')}
                </th>
                <th scope="col" className="cashier-table__num">
                  {t('userLoss.profitLoss')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.id} data-testid="loss-row" className={row.self ? 'agent-table__self' : undefined}>
                  <th scope="row" data-label={t('reports.username')} className="agent-table__who">
                    {row.isAgent && !row.self ? (
                      <button
                        type="button"
                        className="agent-link"
                        aria-label={t('userLoss.open', { username: row.username })}
                        onClick={() => openNode(row.id)}
                      >
                        {row.username}
                      </button>
                    ) : (
                      <span>{row.username}</span>
                    )}
                    <span className="cashier-table__sub">
                      {row.self ? t('userLoss.self') : row.isAgent ? t('userLoss.agent') : t('userLoss.member')}
                    </span>
                  </th>
                  <td data-label={t('userLoss.teamCount')} className="cashier-table__num">
                    {count(row.teamCount, locale)}
                  </td>
                  <td data-label={t('userLoss.activePlayers')} className="cashier-table__num">
                    {count(row.activePlayers, locale)}
                  </td>
                  <td data-label={t('userLoss.deposits')} className="cashier-table__num">
                    <Amount value={row.deposits} symbol={symbol} />
                  </td>
                  <td data-label={t('userLoss.withdrawals')} className="cashier-table__num">
                    <Amount value={row.withdrawals} symbol={symbol} />
                  </td>
                  <td data-label={t('userLoss.validTurnover')} className="cashier-table__num">
                    <Amount value={row.validTurnover} symbol={symbol} />
                  </td>
                  <td data-label={t('userLoss.profitLoss')} className="cashier-table__num">
                    <Amount value={row.profitLoss} symbol={symbol} signed />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pager page={data.page} total={Math.ceil(data.total / USER_LOSS_PAGE_SIZE)} onPage={setPage} />}
      <p className="agent-report__caption">{t('reports.plCaption')}</p>
    </div>
  );
});

export default UserLoss;
