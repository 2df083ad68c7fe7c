import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import type { TeamBetsQuerySchema } from '../../../shared/api/agent';
import { Pager } from '../../games/Pager';
import { useStores } from '../../stores/StoresContext';
import type { AgentPageProps } from '../menu';
import { ReportFilters, type DaysAndUser } from '../reports/ReportFilters';
import { dateTime, DEFAULT_REPORT_DAYS } from '../reports/format';
import { businessDay, lastBusinessDays, useBusinessZone } from '../businessDay';
import { Amount, ReportState } from '../reports/parts';
import { Totals } from '../reports/Totals';
import { useReport, useReportCalls } from '../reports/useReport';
import '../../member/cashier/cashier.css';
import '../reports/reports.css';

/** Bets per page. */
export const TEAM_BETS_PAGE_SIZE = 20;

type BetsQuery = Static<typeof TeamBetsQuerySchema>;

interface BetFilters extends DaysAndUser {
  gameType: string;
  vendorCode: string;
}

/** The query of the filters as typed (blank fields left out) at `page`. */
export function betsQueryOf(filters: BetFilters, page: number): BetsQuery {
  const username = filters.username.trim();
  return {
    from: filters.from,
    to: filters.to,
    page,
    size: TEAM_BETS_PAGE_SIZE,
    ...(username ? { username } : {}),
    ...(filters.gameType ? { gameType: filters.gameType } : {}),
    ...(filters.vendorCode ? { vendorCode: filters.vendorCode } : {}),
  };
}

/**
 * personalHistoryCopy (team betting): the downline's settled bets across every game, newest first,
 * filtered by days, username, game type (the catalogue's types, as the header lists them) and
 * vendor, with the totals of everything the filters match. A phone shows each bet as a card.
 */
const TeamBetting = observer(function TeamBetting(_props: AgentPageProps) {
  const { t } = useTranslation('agent');
  const common = useTranslation().t;
  const { balance, header } = useStores();
  const calls = useReportCalls();
  const today = businessDay(useBusinessZone());
  const [form, setForm] = useState<BetFilters>({
    ...lastBusinessDays(today, DEFAULT_REPORT_DAYS),
    username: '',
    gameType: '',
    vendorCode: '',
  });
  const [query, setQuery] = useState<BetsQuery>(() => betsQueryOf(form, 1));
  const report = useReport(JSON.stringify(query), () => calls.getTeamBets(query));
  useEffect(() => {
    void header.loadLanesOnce();
  }, [header]);
  const set = (change: Partial<BetFilters>) => setForm((f) => ({ ...f, ...change }));
  const vendors = header.lanes
    .filter((lane) => !form.gameType || lane.title.toUpperCase() === form.gameType)
    .flatMap((lane) => lane.cards)
    .filter((card, i, all) => all.findIndex((c) => c.vassalage === card.vassalage) === i);
  const data = report.data;
  const symbol = balance.currencySymbol;
  return (
    <div className="agent-report">
      <ReportFilters value={form} max={today} onChange={set} onSearch={() => setQuery(betsQueryOf(form, 1))}>
        <label className="cashier-filters__field">
          <span>{t('teamBets.gameType')}</span>
          <select value={form.gameType} onChange={(e) => set({ gameType: e.target.value, vendorCode: '' })}>
            <option value="">{t('teamBets.allTypes')}</option>
            {header.navTypes.map((type) => (
              <option key={type.gameType} value={type.gameType}>
                {common(`gameTypes.${type.gameType}`, { defaultValue: type.gameType })}
              </option>
            ))}
          </select>
        </label>
        <label className="cashier-filters__field">
          <span>{t('teamBets.vendor')}</span>
          <select value={form.vendorCode} onChange={(e) => set({ vendorCode: e.target.value })}>
            <option value="">{t('teamBets.allVendors')}</option>
            {vendors.map((card) => (
              <option key={card.vassalage} value={card.vassalage}>
                {card.displayName || card.vassalage}
              </option>
            ))}
          </select>
        </label>
      </ReportFilters>
      {data && (
        <Totals
          label={t('teamBets.totals', { count: data.total })}
          symbol={symbol}
          items={[
            ['stake', t('teamBets.stake'), data.totals.stake],
            ['validTurnover', t('teamBets.validTurnover'), data.totals.validTurnover],
            ['payout', t('teamBets.payout'), data.totals.payout],
            ['profitLoss', t('teamBets.profitLoss'), data.totals.profitLoss, true],
          ]}
        />
      )}
      <ReportState
        loading={report.loading && !data}
        error={report.error}
        empty={data?.items.length === 0}
        onRetry={report.retry}
      />
      {data && data.items.length > 0 && (
        <div className="cashier-table-wrap" aria-busy={report.loading}>
          <table className="cashier-table agent-table">
            <thead>
              <tr>
                <th scope="col">{t('teamBets.time')}</th>
                <th scope="col">{t('reports.username')}</th>
                <th scope="col">{t('teamBets.game')}</th>
                <th scope="col">{t('teamBets.round')}</th>
                <th scope="col" className="cashier-table__num">
                  {t('teamBets.stake')}
                </th>
                <th scope="col" className="cashier-table__num">
                  {t('teamBets.validTurnover')}
                </th>
                <th scope="col" className="cashier-table__num">
                  {t('teamBets.payout')}
                </th>
                <th scope="col" className="cashier-table__num">
                  {t('teamBets.profitLoss')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((bet) => (
                <tr key={bet.id} data-testid="team-bet">
                  <td data-label={t('teamBets.time')} className="cashier-table__nowrap">
                    {dateTime(bet.settledAt)}
                  </td>
                  <td data-label={t('reports.username')}>{bet.username}</td>
                  <td data-label={t('teamBets.game')}>
                    {bet.gameName || bet.gameCode}
                    <span className="cashier-table__sub">
                      {bet.vendorName || bet.vendorCode} ·{' '}
                      {common(`gameTypes.${bet.gameType}`, { defaultValue: bet.gameType })}
                    </span>
                  </td>
                  <td data-label={t('teamBets.round')} className="cashier-table__mono agent-table__ref">
                    {bet.roundRef}
                  </td>
                  <td data-label={t('teamBets.stake')} className="cashier-table__num">
                    <Amount value={bet.stake} symbol={symbol} />
                  </td>
                  <td data-label={t('teamBets.validTurnover')} className="cashier-table__num">
                    <Amount value={bet.validTurnover} symbol={symbol} />
                  </td>
                  <td data-label={t('teamBets.payout')} className="cashier-table__num">
                    <Amount value={bet.payout} symbol={symbol} />
                  </td>
                  <td data-label={t('teamBets.profitLoss')} className="cashier-table__num">
                    <Amount value={bet.profitLoss} symbol={symbol} signed />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && (
        <Pager
          page={data.page}
          total={Math.ceil(data.total / TEAM_BETS_PAGE_SIZE)}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
        />
      )}
      <p className="agent-report__caption">{t('reports.plCaption')}</p>
    </div>
  );
});

export default TeamBetting;
