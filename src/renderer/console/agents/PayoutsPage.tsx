import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandSummary } from '../../../shared/api/admin';
import type { ContractKind, Wage } from '../../../shared/api/agent';
import { api, queryOf } from '../api';
import { useErrorText } from '../errors';
import { Notice, Pager, useFormat } from '../queue/kit';

const KINDS = ['all', 'daily', 'hourly', 'realtime', 'dividend'] as const;
type KindFilter = (typeof KINDS)[number];
const PAGE_SIZE = 20;

/** GET /admin/api/agent-payouts (server: modules/agents/wages-routes.ts). */
interface PayoutsView {
  items: Wage[];
  total: number;
  totals: { amount: number; byKind: Record<ContractKind, number> };
  periods: {
    kind: string;
    periodStart: number;
    periodEnd: number;
    payouts: number;
    amount: number;
    durationMs: number;
  }[];
  jobRuns: {
    name: string;
    periodStart: number;
    runner: string;
    startedAt: number;
    finishedAt: number | null;
    error: string | null;
  }[];
}

/**
 * Agent payouts: every salary, wage and dividend the brand's jobs paid, by kind, agent and date
 * range with totals per kind; the settled periods and the wage jobs' journal below.
 */
export function PayoutsPage({ brand }: { brand: BrandSummary }) {
  const { t } = useTranslation('console');
  const errorText = useErrorText();
  const format = useFormat(brand);
  const [kind, setKind] = useState<KindFilter>('all');
  const [username, setUsername] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const query = queryOf({
    merchant: brand.merchantCode,
    kind: kind === 'all' ? undefined : kind,
    username: username.trim(),
    from,
    to,
    page,
    size: PAGE_SIZE,
  });
  const [state, setState] = useState<{ for: string; data?: PayoutsView; error?: string }>({ for: '' });
  useEffect(() => {
    let live = true;
    api<PayoutsView>('GET', `/admin/api/agent-payouts?${query}`).then(
      (data) => live && setState({ for: query, data }),
      (failure: unknown) => live && setState((old) => ({ ...old, for: query, error: errorText(failure) })),
    );
    return () => {
      live = false;
    };
    // `query` names everything the call depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);
  const { data } = state;
  const rate = (bp: number) => `${(bp / 100).toFixed(2)}%`;
  const day = (at: number) => format.time(at);

  return (
    <section className="payouts">
      <h2>{t('payouts.heading')}</h2>
      <div className="queue__bar">
        <div className="filters" role="group" aria-label={t('payouts.kind')}>
          {KINDS.map((option) => (
            <button
              key={option}
              type="button"
              className={`chip${option === kind ? ' chip--active' : ''}`}
              aria-pressed={option === kind}
              onClick={() => {
                setKind(option);
                setPage(1);
              }}
            >
              {t(`payouts.kinds.${option}`)}
            </button>
          ))}
        </div>
        <label className="inline-field">
          <span>{t('payouts.agent')}</span>
          <input value={username} onChange={(e) => (setUsername(e.target.value), setPage(1))} />
        </label>
        <label className="inline-field">
          <span>{t('payouts.from')}</span>
          <input type="date" value={from} onChange={(e) => (setFrom(e.target.value), setPage(1))} />
        </label>
        <label className="inline-field">
          <span>{t('payouts.to')}</span>
          <input type="date" value={to} onChange={(e) => (setTo(e.target.value), setPage(1))} />
        </label>
      </div>
      {state.error && <Notice notice={{ kind: 'error', text: state.error }} />}
      <div className="card">
        <dl className="payouts__totals">
          {(['daily', 'hourly', 'realtime', 'dividend'] as const).map((k) => (
            <div key={k}>
              <dt>{t(`payouts.kinds.${k}`)}</dt>
              <dd className="num">{format.money(data?.totals.byKind[k] ?? 0)}</dd>
            </div>
          ))}
          <div>
            <dt>{t('payouts.total')}</dt>
            <dd className="num">
              <strong>{format.money(data?.totals.amount ?? 0)}</strong>
            </dd>
          </div>
        </dl>
      </div>
      <div className="card card--flush" aria-busy={state.for !== query}>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('payouts.period')}</th>
              <th scope="col">{t('payouts.kind')}</th>
              <th scope="col">{t('payouts.payer')}</th>
              <th scope="col">{t('payouts.payee')}</th>
              <th scope="col" className="num">
                {t('payouts.basis')}
              </th>
              <th scope="col" className="num">
                {t('payouts.rate')}
              </th>
              <th scope="col" className="num">
                {t('payouts.amount')}
              </th>
              <th scope="col" className="num">
                {t('payouts.covered')}
              </th>
              <th scope="col" className="num">
                {t('payouts.carryOver')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((w) => (
              <tr key={w.id}>
                <td className="small">
                  {day(w.periodStart)} – {day(w.periodEnd)}
                </td>
                <td>
                  {t(`payouts.kinds.${w.kind}`)}
                  {w.part && <div className="muted small">{t(`payouts.parts.${w.part}`)}</div>}
                </td>
                <td>{w.payer === 'platform' ? t('payouts.platform') : w.payer}</td>
                <td>{w.payee}</td>
                <td className="num">{format.money(w.basis)}</td>
                <td className="num">{rate(w.rateBp)}</td>
                <td className="num">{format.money(w.amount)}</td>
                <td className="num">{w.platformCovered ? format.money(w.platformCovered) : '—'}</td>
                <td className="num">{w.kind === 'dividend' ? format.money(w.carryOver) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager page={page} pageSize={PAGE_SIZE} total={data?.total ?? 0} onPage={setPage} />
      </div>
      <h2>{t('payouts.periods')}</h2>
      <div className="card card--flush">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('payouts.kind')}</th>
              <th scope="col">{t('payouts.period')}</th>
              <th scope="col" className="num">
                {t('payouts.count')}
              </th>
              <th scope="col" className="num">
                {t('payouts.amount')}
              </th>
              <th scope="col" className="num">
                {t('payouts.duration')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.periods.map((p) => (
              <tr key={`${p.kind}-${p.periodStart}`}>
                <td>
                  {t(`payouts.kinds.${p.kind.split(':')[0] as ContractKind}`)}
                  {p.kind.includes(':') && <span className="muted small"> · {p.kind.split(':')[1]}</span>}
                </td>
                <td className="small">
                  {day(p.periodStart)} – {day(p.periodEnd)}
                </td>
                <td className="num">{p.payouts}</td>
                <td className="num">{format.money(p.amount)}</td>
                <td className="num">{p.durationMs} ms</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{t('payouts.jobs')}</h2>
      <div className="card card--flush">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('payouts.job')}</th>
              <th scope="col">{t('payouts.started')}</th>
              <th scope="col">{t('payouts.runner')}</th>
              <th scope="col">{t('payouts.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {data?.jobRuns.map((r) => (
              <tr key={`${r.name}-${r.periodStart}`}>
                <td>
                  <code>{r.name}</code>
                </td>
                <td className="small">{day(r.startedAt)}</td>
                <td className="small">{r.runner}</td>
                <td className="small">
                  {r.error ? (
                    <span className="danger" title={r.error}>
                      {t('payouts.failed')}
                    </span>
                  ) : r.finishedAt ? (
                    t('payouts.finished', { ms: r.finishedAt - r.startedAt })
                  ) : (
                    t('payouts.running')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
