import { sql, type SQL } from 'drizzle-orm';
import type {
  ContractKind,
  ContractPreviewValue,
  ContractTerms,
  DividendCycle,
  DividendTerms,
  RealtimeTerms,
} from '../../../shared/api/agent';
import { termsProblem, tierRate } from '../../../shared/contract-terms';
import { minorToNumber } from '../../../shared/money';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import { badRequest } from '../../lib/errors';

/**
 * POST /wps/agent/contracts/preview: what the offered terms would have paid the child over the
 * last closed period of the kind, on the child's team's real bets (bet_records over member_tree;
 * the daily summaries of the reports stream are not needed for one team and one period), next to
 * what the caller's own contract pays on the same figures.
 */

/** The last closed period's bounds, in the brand's business-day zone, as SQL on local time `l`. */
function periodSql(kind: ContractKind, cycle: DividendCycle | undefined): { from: SQL; to: SQL } {
  if (kind === 'hourly')
    return { from: sql`date_trunc('hour', l) - interval '1 hour'`, to: sql`date_trunc('hour', l)` };
  const unit = kind === 'dividend' ? (cycle ?? 'monthly') : 'daily';
  if (unit === 'weekly')
    return { from: sql`date_trunc('week', l) - interval '1 week'`, to: sql`date_trunc('week', l)` };
  if (unit === 'monthly')
    return { from: sql`date_trunc('month', l) - interval '1 month'`, to: sql`date_trunc('month', l)` };
  if (unit === 'semimonthly')
    return {
      from: sql`case when extract(day from l) > 15 then date_trunc('month', l)
                     else date_trunc('month', l) - interval '1 month' + interval '15 days' end`,
      to: sql`case when extract(day from l) > 15 then date_trunc('month', l) + interval '15 days'
                   else date_trunc('month', l) end`,
    };
  return { from: sql`date_trunc('day', l) - interval '1 day'`, to: sql`date_trunc('day', l)` };
}

interface Figures {
  from: string | Date;
  to: string | Date;
  turnover: string;
  stake: string;
  payout: string;
  won_stake: string;
  lost_stake: string;
  active: number;
}

async function teamFigures(db: Database, brandId: number, childId: number, kind: ContractKind, cycle?: DividendCycle) {
  const period = periodSql(kind, cycle);
  const [row] = rowsOf<Figures>(
    await db.execute(sql`
      with zone as (select time_zone as tz, now() at time zone time_zone as l from brands where id = ${brandId}),
           period as (select (${period.from}) at time zone tz as "from", (${period.to}) at time zone tz as "to" from zone)
      select period."from", period."to",
             coalesce(sum(b.valid_turnover), 0)::text as turnover,
             coalesce(sum(b.stake), 0)::text as stake,
             coalesce(sum(b.payout), 0)::text as payout,
             coalesce(sum(b.stake) filter (where b.payout > b.stake), 0)::text as won_stake,
             coalesce(sum(b.stake) filter (where b.payout < b.stake), 0)::text as lost_stake,
             count(distinct b.member_id)::int as active
        from period
        left join member_tree t on t.ancestor_id = ${childId}
        left join bet_records b on b.member_id = t.member_id and b.brand_id = ${brandId}
                               and b.settled_at >= period."from" and b.settled_at < period."to"
       group by period."from", period."to"`),
  );
  if (!row) throw new Error('brand without a time zone row');
  return row;
}

const share = (basis: bigint, rateBp: number) => (basis > 0n ? (basis * BigInt(rateBp)) / 10_000n : 0n);
const major = (minor: bigint) => minorToNumber(minor);

/** What terms pay on the figures: the basis (minor units), the rate applied and the amount. */
function payOf(
  kind: ContractKind,
  terms: ContractTerms,
  f: Figures,
): { basis: bigint; rateBp: number; amount: bigint } {
  const turnover = BigInt(f.turnover);
  if (kind === 'realtime') {
    const { winRateBp, lossRateBp } = terms as RealtimeTerms;
    const basis = BigInt(f.stake);
    const amount = share(BigInt(f.won_stake), winRateBp) + share(BigInt(f.lost_stake), lossRateBp);
    const rateBp = basis > 0n ? Number((amount * 10_000n) / basis) : 0;
    return { basis, rateBp, amount };
  }
  if (kind === 'dividend') {
    const netLoss = BigInt(f.stake) - BigInt(f.payout);
    const rateBp = tierRate(kind, terms, major(turnover), major(netLoss));
    return { basis: netLoss, rateBp, amount: share(netLoss, rateBp) };
  }
  const rateBp = tierRate(kind, terms, major(turnover), f.active);
  return { basis: turnover, rateBp, amount: share(turnover, rateBp) };
}

export async function previewTerms(
  db: Database,
  brandId: number,
  childId: number,
  kind: ContractKind,
  terms: ContractTerms,
  parentTerms: ContractTerms | undefined,
): Promise<ContractPreviewValue> {
  const problem = termsProblem(kind, terms);
  if (problem) throw badRequest(problem);
  const cycle = kind === 'dividend' ? (terms as DividendTerms).cycle : undefined;
  const figures = await teamFigures(db, brandId, childId, kind, cycle);
  const offered = payOf(kind, terms, figures);
  const parent = parentTerms ? payOf(kind, parentTerms, figures) : undefined;
  return {
    periodFrom: new Date(figures.from).getTime(),
    periodTo: new Date(figures.to).getTime(),
    basis: major(offered.basis),
    rateBp: Math.min(offered.rateBp, 10_000),
    amount: major(offered.amount),
    parentAmount: parent ? major(parent.amount) : 0,
  };
}
