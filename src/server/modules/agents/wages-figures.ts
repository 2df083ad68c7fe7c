import { sql } from 'drizzle-orm';
import type { ContractKind } from '../../../shared/api/agent';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import type { Period } from './wages-periods';
import type { TeamFigures } from './wages-math';

/**
 * A contract in force: an approved agent_contracts row whose parent is still the child's upline.
 * Whether its holder is suspended is read in the same query (set-based, no call per agent).
 */
export interface ContractInForce {
  id: number;
  childId: number;
  /** null: the platform's contract with a top agent. */
  parentId: number | null;
  terms: Record<string, unknown>;
  /** Levels below the tree's root (payers are paid before they pay). */
  depth: number;
  /** The holder's contracts are suspended by an operator at settle time: it is paid nothing. */
  suspended: boolean;
}

export async function contractsInForce(db: Database, brandId: number, kind: ContractKind): Promise<ContractInForce[]> {
  const rows = rowsOf<{
    id: number;
    child_id: number;
    parent_id: number | null;
    terms: Record<string, unknown>;
    depth: number;
    suspended: boolean;
  }>(
    await db.execute(sql`
      select c.id, c.child_id, c.parent_id, c.terms,
             (select max(t.depth) from member_tree t where t.member_id = c.child_id)::int as depth,
             exists (select 1 from agent_contract_suspensions s where s.member_id = c.child_id) as suspended
        from agent_contracts c join members m on m.id = c.child_id
       where c.brand_id = ${brandId} and c.kind = ${kind} and c.status = 'approved'
         and m.upline_id is not distinct from c.parent_id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    childId: Number(r.child_id),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    terms: r.terms,
    depth: Number(r.depth),
    suspended: r.suspended === true,
  }));
}

/** Sums come back as text (::text below): bigint sums are numeric, beyond a JS number. */
const big = (value: unknown): bigint => BigInt((value as string | null) ?? '0');

/**
 * The team figures of each holder over a period, from the record of all bets (every vendor alike:
 * house, seamless, lottery). A team is the holder and its whole downline (member_tree, depth >= 0).
 * Bets are first summed per member, and for real-time wages per member, game and round: a round
 * the member won (payout > stake) counts its stake as won, one it lost (payout < stake) as lost,
 * a push (payout = stake, e.g. a refund) as neither.
 */
export async function teamFigures(
  db: Database,
  brandId: number,
  holders: readonly number[],
  period: Period,
): Promise<Map<number, TeamFigures>> {
  const figures = new Map<number, TeamFigures>();
  if (holders.length === 0) return figures;
  const holderList = sql.join(
    holders.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with rounds as (
        select member_id, sum(stake) as stake, sum(valid_turnover) as vt, sum(payout) as payout
          from bet_records
         where brand_id = ${brandId} and settled_at >= ${period.start.toISOString()} and settled_at < ${period.end.toISOString()}
         group by member_id, vendor_code, game_code, round_ref
      ), players as (
        select member_id, sum(stake) as stake, sum(vt) as vt, sum(payout) as payout,
               coalesce(sum(stake) filter (where payout > stake), 0) as won,
               coalesce(sum(stake) filter (where payout < stake), 0) as lost
          from rounds group by member_id
      )
      select t.ancestor_id as holder, sum(p.stake)::text as stake, sum(p.vt)::text as vt, sum(p.payout)::text as payout,
             count(*) filter (where p.stake > 0) as active, sum(p.won)::text as won, sum(p.lost)::text as lost
        from players p join member_tree t on t.member_id = p.member_id
       where t.ancestor_id in (${holderList})
       group by t.ancestor_id`),
  );
  for (const r of rows)
    figures.set(Number(r.holder), {
      stake: big(r.stake),
      validTurnover: big(r.vt),
      payout: big(r.payout),
      activePlayers: Number(r.active),
      wonStake: big(r.won),
      lostStake: big(r.lost),
    });
  return figures;
}
