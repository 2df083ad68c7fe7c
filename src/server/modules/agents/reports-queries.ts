import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import { minorToNumber } from '../../../shared/money';
import type { TeamFigures } from '../../../shared/api/agent';

/**
 * Report figures from the summaries of migration 0029 (never raw bets for a period): team figures
 * of an ancestor (itself included) and a member's own figures, over business days (YYYY-MM-DD in
 * the brand's zone). Other streams (wages, contracts preview) use teamFigures and memberFigures.
 */

export interface FigureRange {
  from: string;
  to: string;
  /** The brand's today (YYYY-MM-DD): a week or month still running is a whole period so far. */
  today?: string;
}

export const ZERO_FIGURES: TeamFigures = {
  newMembers: 0,
  activePlayers: 0,
  deposits: 0,
  withdrawals: 0,
  betCount: 0,
  stake: 0,
  validTurnover: 0,
  payout: 0,
  profitLoss: 0,
};

interface RawFigures {
  bet_count: string | null;
  stake: string | null;
  valid_turnover: string | null;
  payout: string | null;
  deposits: string | null;
  withdrawals: string | null;
  new_members: string | null;
  active_players: string | null;
}

const big = (value: string | null | undefined) => BigInt(value ?? 0);

export function figuresOf(raw: Partial<RawFigures> | undefined): TeamFigures {
  if (!raw) return { ...ZERO_FIGURES };
  const stake = big(raw.stake);
  const payout = big(raw.payout);
  return {
    newMembers: Number(raw.new_members ?? 0),
    activePlayers: Number(raw.active_players ?? 0),
    deposits: minorToNumber(big(raw.deposits)),
    withdrawals: minorToNumber(big(raw.withdrawals)),
    betCount: Number(raw.bet_count ?? 0),
    stake: minorToNumber(stake),
    validTurnover: minorToNumber(big(raw.valid_turnover)),
    payout: minorToNumber(payout),
    profitLoss: minorToNumber(payout - stake),
  };
}

const sums = sql`coalesce(sum(f.bet_count), 0)::text as bet_count, coalesce(sum(f.stake), 0)::text as stake,
  coalesce(sum(f.valid_turnover), 0)::text as valid_turnover, coalesce(sum(f.payout), 0)::text as payout,
  coalesce(sum(f.deposits), 0)::text as deposits, coalesce(sum(f.withdrawals), 0)::text as withdrawals`;

// --- calendar of business days --------------------------------------------------------------

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number) => new Date(dayMs(day) + days * DAY_MS).toISOString().slice(0, 10);
export const mondayOf = (day: string) => addDays(day, -((new Date(dayMs(day)).getUTCDay() + 6) % 7));
export const monthStartOf = (day: string) => `${day.slice(0, 8)}01`;
const monthEndOf = (day: string) => {
  const d = new Date(dayMs(monthStartOf(day)));
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
};
/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The grain whose one summary row is exactly the range (a day, a week from Monday, a calendar
 * month; a running week or month up to today counts), or undefined: active players are then
 * counted from each member's active days.
 */
export function alignedGrain(range: FigureRange): 'd' | 'w' | 'm' | undefined {
  const { from, to, today } = range;
  const reaches = (end: string) => to === end || (today !== undefined && to >= today && end >= today);
  if (from === to) return 'd';
  if (mondayOf(from) === from && reaches(addDays(from, 6))) return 'w';
  if (monthStartOf(from) === from && reaches(monthEndOf(from))) return 'm';
  return undefined;
}

// --- queries ----------------------------------------------------------------------------------

/** The brand's business today and the current hour (local wall clock). */
export async function businessNow(db: Database, brandId: number): Promise<{ today: string; hour: number }> {
  const [row] = rowsOf<{ today: string; hour: number }>(
    await db.execute(sql`select to_char(now() at time zone b.time_zone, 'YYYY-MM-DD') as today,
      extract(hour from now() at time zone b.time_zone)::int as hour from brands b where b.id = ${brandId}`),
  );
  if (!row) throw new Error(`brand ${brandId} not found`);
  return row;
}

/** Active players of each team over the range (distinct members who bet in it). */
async function activePlayers(db: Database, ancestorIds: number[], range: FigureRange): Promise<Map<number, number>> {
  const ids = sql`${`{${ancestorIds.join(',')}}`}::int[]`;
  const grain = alignedGrain(range);
  const rows = rowsOf<{ id: number; n: number }>(
    grain
      ? await db.execute(sql`select f.ancestor_id as id, f.active_players as n from team_figures f
          where f.ancestor_id = any(${ids}) and f.grain = ${grain} and f.at = ${range.from}::timestamp`)
      : await db.execute(sql`select m.ancestor_id as id, count(distinct a.member_id)::int as n
          from member_tree m join member_active_periods a on a.member_id = m.member_id and a.grain = 'd'
            and a.at >= ${range.from}::timestamp and a.at <= ${range.to}::timestamp
          where m.ancestor_id = any(${ids}) group by m.ancestor_id`),
  );
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}

/** Team figures of many ancestors (each itself included) over business days. */
export async function teamFiguresOf(
  db: Database,
  ancestorIds: number[],
  range: FigureRange,
): Promise<Map<number, TeamFigures>> {
  const result = new Map<number, TeamFigures>();
  if (ancestorIds.length === 0) return result;
  const ids = sql`${`{${ancestorIds.join(',')}}`}::int[]`;
  const rows = rowsOf<RawFigures & { id: number }>(
    await db.execute(sql`select f.ancestor_id as id, ${sums}, coalesce(sum(f.new_members), 0)::text as new_members
      from team_figures f
      where f.ancestor_id = any(${ids}) and f.grain = 'd' and f.at >= ${range.from}::timestamp
        and f.at <= ${range.to}::timestamp
      group by f.ancestor_id`),
  );
  const active = await activePlayers(db, ancestorIds, range);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ancestorIds) {
    result.set(id, figuresOf({ ...byId.get(id), active_players: String(active.get(id) ?? 0) }));
  }
  return result;
}

/** Team figures of one agent (itself included) over business days. */
export async function teamFigures(db: Database, query: { agentId: number } & FigureRange): Promise<TeamFigures> {
  return (await teamFiguresOf(db, [query.agentId], query)).get(query.agentId) ?? { ...ZERO_FIGURES };
}

/** A member's own figures over business days (activePlayers: 1 when it bet, newMembers 0). */
export async function memberFigures(db: Database, query: { memberId: number } & FigureRange): Promise<TeamFigures> {
  const [row] = rowsOf<RawFigures>(
    await db.execute(sql`select ${sums} from member_day_figures f
      where f.member_id = ${query.memberId} and f.day >= ${query.from}::date and f.day <= ${query.to}::date`),
  );
  const figures = figuresOf(row);
  return { ...figures, activePlayers: figures.betCount > 0 ? 1 : 0 };
}

/** One point per period of `grain` from `from` to `to` (local starts), zero where nothing happened. */
export async function teamSeries(
  db: Database,
  agentId: number,
  grain: 'h' | 'd',
  from: string,
  to: string,
): Promise<Map<string, TeamFigures>> {
  const rows = rowsOf<RawFigures & { at: string }>(
    await db.execute(sql`select to_char(f.at, ${grain === 'h' ? 'HH24:00' : 'YYYY-MM-DD'}) as at,
        f.bet_count::text as bet_count, f.stake::text as stake, f.valid_turnover::text as valid_turnover,
        f.payout::text as payout, f.deposits::text as deposits, f.withdrawals::text as withdrawals,
        f.new_members::text as new_members, f.active_players::text as active_players
      from team_figures f
      where f.ancestor_id = ${agentId} and f.grain = ${grain} and f.at >= ${from}::timestamp
        and f.at < ${addDays(to, 1)}::timestamp`),
  );
  return new Map(rows.map((row) => [row.at, figuresOf(row)]));
}

/** The downline now (me excluded): every member, and those of them who are agents. */
export async function downlineCounts(db: Database, agentId: number): Promise<{ members: number; agents: number }> {
  const [row] = rowsOf<{ members: number; agents: number }>(
    await db.execute(sql`select count(*)::int as members,
        count(*) filter (where m.type in (1, 2, 41, 42))::int as agents
      from member_tree t join members m on m.id = t.member_id
      where t.ancestor_id = ${agentId} and t.depth > 0`),
  );
  return { members: row?.members ?? 0, agents: row?.agents ?? 0 };
}

/** The depth of `memberId` under `agentId` (0: itself), or undefined outside its subtree. */
export async function depthUnder(db: Database, agentId: number, memberId: number): Promise<number | undefined> {
  const [row] = rowsOf<{ depth: number }>(
    await db.execute(sql`select depth from member_tree where ancestor_id = ${agentId} and member_id = ${memberId}`),
  );
  return row?.depth;
}

/** The member of that username in the agent's subtree (itself included), if any. */
export async function downlineByUsername(
  db: Database,
  agentId: number,
  username: string,
): Promise<{ id: number; username: string } | undefined> {
  const [row] = rowsOf<{ id: number; username: string }>(
    await db.execute(sql`select m.id, m.username from members m
      join member_tree t on t.member_id = m.id and t.ancestor_id = ${agentId}
      where m.brand_id = (select brand_id from members where id = ${agentId}) and lower(m.username) = lower(${username})`),
  );
  return row;
}

/** From the agent down to `memberId` (both included). */
export async function breadcrumbOf(
  db: Database,
  agentId: number,
  memberId: number,
): Promise<{ id: number; username: string }[]> {
  return rowsOf<{ id: number; username: string }>(
    await db.execute(sql`select m.id, m.username from member_tree up
      join members m on m.id = up.ancestor_id
      where up.member_id = ${memberId}
        and up.depth <= (select depth from member_tree where ancestor_id = ${agentId} and member_id = ${memberId})
      order by up.depth desc`),
  );
}

export interface ChildRow {
  id: number;
  username: string;
  type: number;
  teamCount: number;
}

/** A page of the direct children of `parentId`, by username, and how many there are. */
export async function childrenPage(
  db: Database,
  parentId: number,
  limit: number,
  offset: number,
): Promise<{ rows: ChildRow[]; total: number }> {
  const rows = rowsOf<ChildRow>(
    await db.execute(sql`select m.id, m.username, m.type,
        (select count(*)::int from member_tree t where t.ancestor_id = m.id) as "teamCount"
      from members m where m.upline_id = ${parentId}
      order by lower(m.username), m.id limit ${limit} offset ${offset}`),
  );
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from members where upline_id = ${parentId}`),
  );
  return { rows, total: count?.n ?? 0 };
}

export interface BetFilter {
  agentId: number;
  brandId: number;
  /** Local business days, both included. */
  from: string;
  to: string;
  memberId?: number;
  gameType?: string;
  vendorCode?: string;
}

function betWhere(filter: BetFilter): SQL {
  const parts: SQL[] = [
    sql`b.brand_id = ${filter.brandId}`,
    sql`b.settled_at >= (${filter.from}::timestamp at time zone br.time_zone)`,
    sql`b.settled_at < (${addDays(filter.to, 1)}::timestamp at time zone br.time_zone)`,
  ];
  if (filter.memberId !== undefined) parts.push(sql`b.member_id = ${filter.memberId}`);
  if (filter.gameType !== undefined) parts.push(sql`b.game_type = ${filter.gameType}`);
  if (filter.vendorCode !== undefined) parts.push(sql`b.vendor_code = ${filter.vendorCode}`);
  return sql.join(parts, sql` and `);
}

export interface BetRow {
  id: string;
  username: string;
  gameType: string;
  vendorCode: string;
  vendorName: string;
  gameCode: string;
  gameName: string;
  roundRef: string;
  stake: string;
  validTurnover: string;
  payout: string;
  placedAt: Date | string;
  settledAt: Date | string;
}

/** A page of the team's settled bets (newest first), its count and totals. */
export async function teamBetsPage(
  db: Database,
  filter: BetFilter,
  language: string,
  limit: number,
  offset: number,
): Promise<{ rows: BetRow[]; total: number; totals: RawFigures }> {
  const from = sql`bet_records b join brands br on br.id = b.brand_id
    join member_tree t on t.member_id = b.member_id and t.ancestor_id = ${filter.agentId}`;
  const rows = rowsOf<BetRow>(
    await db.execute(sql`select b.id::text as id, m.username, b.game_type as "gameType", b.vendor_code as "vendorCode",
        coalesce(v.display_name, b.vendor_code) as "vendorName", b.game_code as "gameCode",
        coalesce(g.names->>${language}, g.names->>'en', b.game_code) as "gameName", b.round_ref as "roundRef",
        b.stake::text as stake, b.valid_turnover::text as "validTurnover", b.payout::text as payout,
        b.placed_at as "placedAt", b.settled_at as "settledAt"
      from ${from}
      join members m on m.id = b.member_id
      left join vendors v on v.brand_id = b.brand_id and v.vassalage = b.vendor_code
      left join games g on g.vendor_id = v.id and g.game_code = b.game_code
      where ${betWhere(filter)}
      order by b.settled_at desc, b.id desc limit ${limit} offset ${offset}`),
  );
  const [totals] = rowsOf<RawFigures & { n: number }>(
    await db.execute(sql`select count(*)::int as n, count(*)::text as bet_count,
        coalesce(sum(b.stake), 0)::text as stake, coalesce(sum(b.valid_turnover), 0)::text as valid_turnover,
        coalesce(sum(b.payout), 0)::text as payout
      from ${from} where ${betWhere(filter)}`),
  );
  return { rows, total: totals?.n ?? 0, totals: totals ?? ({} as RawFigures) };
}

/** A member's type (0 when it does not exist). */
export async function memberTypeOf(db: Database, memberId: number): Promise<number> {
  const [row] = rowsOf<{ type: number }>(await db.execute(sql`select type from members where id = ${memberId}`));
  return row?.type ?? 0;
}
