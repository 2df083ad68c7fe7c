import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportPeriod, TeamOverview as Overview } from '../../../shared/api/agent';
import { HTML_LANG } from '../../../shared/i18n/languages';
import { BarChart } from '../../components/charts/BarChart';
import { LineChart } from '../../components/charts/LineChart';
import { useStores } from '../../stores/StoresContext';
import type { AgentPageProps } from '../menu';
import { axisLabel, count, money } from '../reports/format';
import { Amount, ReportState } from '../reports/parts';
import { useReport, useReportCalls } from '../reports/useReport';
import '../../member/cashier/cashier.css';
import '../reports/reports.css';

/**
 * The report periods (REPORT_PERIODS of the contract, written out: a value import of
 * shared/api/agent would bring typebox into this chunk).
 */
const PERIODS: readonly ReportPeriod[] = ['day', 'week', 'month'];

/** A period's query parameter, or the day when the URL names none (or an unknown one). */
function periodOf(value: string | undefined): ReportPeriod {
  return (PERIODS as readonly string[]).includes(value ?? '') ? (value as ReportPeriod) : 'day';
}

/**
 * agentTeamOverview: the team's figures for today, this week or this month (the brand's business
 * days), as cards, and the series an agent would rather look at than read as charts: turnover
 * with the players' P/L, deposits beside withdrawals, new beside active players. The period is in
 * the URL (?period=week), so a reload keeps it.
 */
const TeamOverview = observer(function TeamOverview({ params, openPage }: AgentPageProps) {
  const { t } = useTranslation('agent');
  const { balance, ui } = useStores();
  const calls = useReportCalls();
  const period = periodOf(params.period);
  const report = useReport(period, () => calls.getTeamOverview({ period }));
  const symbol = balance.currencySymbol;
  const locale = HTML_LANG[ui.language];
  const data = report.data?.period === period ? report.data : undefined;
  return (
    <div className="agent-report">
      <div className="agent-report__bar">
        <div className="agent-periods" role="group" aria-label={t('overview.period')}>
          {PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              className="agent-periods__button"
              aria-pressed={p === period}
              onClick={() => openPage('agentTeamOverview', { period: p })}
            >
              {t(`overview.periods.${p}`)}
            </button>
          ))}
        </div>
        {data && (
          <p className="agent-report__range">
            {data.from === data.to ? data.from : t('overview.range', { from: data.from, to: data.to })}
          </p>
        )}
      </div>
      <ReportState loading={report.loading && !data} error={report.error} empty={false} onRetry={report.retry} />
      {data && (
        <div aria-busy={report.loading}>
          <OverviewCards data={data} symbol={symbol} locale={locale} />
          <p className="agent-report__caption">{t('reports.plCaption')}</p>
          <OverviewCharts data={data} symbol={symbol} locale={locale} />
        </div>
      )}
    </div>
  );
});

/** The cards' titles. */
const CARD_KEYS = {
  members: 'overview.cards.members',
  newMembers: 'overview.cards.newMembers',
  activePlayers: 'overview.cards.activePlayers',
  deposits: 'overview.cards.deposits',
  withdrawals: 'overview.cards.withdrawals',
  turnover: 'overview.cards.turnover',
  profitLoss: 'overview.cards.profitLoss',
} as const;

/** The team's figures as cards. */
function OverviewCards({ data, symbol, locale }: { data: Overview; symbol: string; locale: string }) {
  const { t } = useTranslation('agent');
  const cards: [key: keyof typeof CARD_KEYS, value: ReactNode, note?: string][] = [
    ['members', count(data.members, locale), t('overview.agentsNote', { count: data.agents })],
    ['newMembers', count(data.newMembers, locale)],
    ['activePlayers', count(data.activePlayers, locale)],
    ['deposits', <Amount key="d" value={data.deposits} symbol={symbol} />],
    ['withdrawals', <Amount key="w" value={data.withdrawals} symbol={symbol} />],
    [
      'turnover',
      <Amount key="t" value={data.validTurnover} symbol={symbol} />,
      t('overview.betsNote', { count: data.betCount }),
    ],
    ['profitLoss', <Amount key="p" value={data.profitLoss} symbol={symbol} signed />],
  ];
  return (
    <dl className="agent-cards">
      {cards.map(([key, value, note]) => (
        <div key={key} className="agent-card" data-testid={`overview-${key}`}>
          <dt>{t(CARD_KEYS[key])}</dt>
          <dd className="agent-card__value">{value}</dd>
          {note && <dd className="agent-card__note">{note}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** The three charts of the period's series (days of the week or month, hours of today). */
function OverviewCharts({ data, symbol, locale }: { data: Overview; symbol: string; locale: string }) {
  const { t } = useTranslation('agent');
  const labels = data.series.map((point) => axisLabel(point.label));
  const unit = data.period === 'day' ? t('charts.hour') : t('charts.day');
  const span = { count: labels.length, first: labels[0] ?? '', last: labels.at(-1) ?? '' };
  const summary = `${data.period === 'day' ? t('charts.summaryHours', span) : t('charts.summaryDays', span)} ${t('charts.keys')}`;
  const common = { labels, locale, labelHeader: unit, summary };
  const asMoney = (value: number) => money(value, symbol);
  if (data.series.length === 0) return <p className="agent-report__state cashier-empty">{t('reports.empty')}</p>;
  return (
    <div className="agent-charts">
      <LineChart
        {...common}
        area
        title={t('charts.turnoverPl')}
        format={asMoney}
        series={[
          { key: 'turnover', name: t('overview.cards.turnover'), values: data.series.map((p) => p.validTurnover) },
          { key: 'profitLoss', name: t('overview.cards.profitLoss'), values: data.series.map((p) => p.profitLoss) },
        ]}
      />
      <BarChart
        {...common}
        title={t('charts.cashflow')}
        format={asMoney}
        series={[
          { key: 'deposits', name: t('overview.cards.deposits'), values: data.series.map((p) => p.deposits) },
          { key: 'withdrawals', name: t('overview.cards.withdrawals'), values: data.series.map((p) => p.withdrawals) },
        ]}
      />
      <BarChart
        {...common}
        title={t('charts.players')}
        format={(value) => count(value, locale)}
        series={[
          { key: 'newMembers', name: t('overview.cards.newMembers'), values: data.series.map((p) => p.newMembers) },
          { key: 'active', name: t('overview.cards.activePlayers'), values: data.series.map((p) => p.activePlayers) },
        ]}
      />
    </div>
  );
}

export default TeamOverview;
