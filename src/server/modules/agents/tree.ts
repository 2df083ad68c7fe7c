import { sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type {
  ContractView,
  DownlineAccountType,
  DownlineDetailSchema,
  DownlineMember,
  DownlinePageSchema,
  DownlineQuerySchema,
} from '../../../shared/api/agent';
import { minorToNumber } from '../../../shared/money';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import type { MemberRow } from '../../db/schema';
import type { BrandSnapshot } from '../system/snapshot';
import { requireAgent, requireDownline } from './access';

/**
 * Team management reads (issue 18): one level of the downline, a username search over a whole
 * subtree, and one member's detail. Every read goes through member_tree's indexes: children are
 * (ancestor, depth = 1), a subtree is (ancestor, depth > 0), "is X under me" is the primary key,
 * so a page costs the same at 100 members as at 100,000.
 */

const AGENT_TYPES_SQL = sql.raw('(1, 2, 41, 42)');

interface MemberSqlRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  depth: number;
  parent_username: string | null;
  direct_count: number;
  team_count: number;
  balance: string;
  disabled: boolean;
  created_at: Date | string;
  last_login_at: Date | string | null;
}

const epoch = (value: Date | string): number => new Date(value).getTime();

function memberOf(row: MemberSqlRow): DownlineMember {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    type: row.type,
    isAgent: [1, 2, 41, 42].includes(row.type),
    depth: row.depth,
    parentUsername: row.parent_username ?? '',
    directCount: Number(row.direct_count),
    teamCount: Number(row.team_count),
    balance: minorToNumber(BigInt(row.balance)),
    disabled: row.disabled,
    createdAt: epoch(row.created_at),
    lastLoginAt: row.last_login_at === null ? null : epoch(row.last_login_at),
  };
}

/** The columns of a downline row for members `m` found at depth `me.depth` below the agent. */
function memberColumns(currency: string): SQL {
  return sql`m.id, m.username, m.nickname, m.type, me.depth, p.username as parent_username, m.disabled,
    m.created_at, m.last_login_at,
    (select count(*)::int from member_tree c where c.ancestor_id = m.id and c.depth = 1) as direct_count,
    (select count(*)::int from member_tree c where c.ancestor_id = m.id and c.depth > 0) as team_count,
    coalesce((select sum(a.balance) from ledger_accounts a
               where a.brand_id = m.brand_id and a.kind = 'player_main' and coalesce(a.member_id, 0) = m.id
                 and a.vendor_code = '' and a.currency = ${currency}), 0)::text as balance`;
}

function typeFilter(accountType: DownlineAccountType | undefined): SQL {
  if (accountType === 'agent') return sql`and m.type in ${AGENT_TYPES_SQL}`;
  if (accountType === 'member') return sql`and m.type not in ${AGENT_TYPES_SQL}`;
  return sql``;
}

/** LIKE pattern of a username prefix, its wildcards taken literally. */
export function prefixPattern(prefix: string): string {
  return `${prefix
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The path from the agent down to `nodeId` (both included), for the breadcrumb. */
async function breadcrumbOf(
  db: Database,
  agentId: number,
  nodeId: number,
): Promise<{ id: number; username: string }[]> {
  return rowsOf<{ id: number; username: string }>(
    await db.execute(sql`
      select m.id, m.username from member_tree up
        join member_tree mine on mine.ancestor_id = ${agentId} and mine.member_id = up.ancestor_id
        join members m on m.id = up.ancestor_id
       where up.member_id = ${nodeId}
       order by mine.depth`),
  );
}

export async function listDownline(
  db: Database,
  brand: BrandSnapshot,
  agent: MemberRow,
  query: Static<typeof DownlineQuerySchema>,
): Promise<Static<typeof DownlinePageSchema>> {
  requireAgent(agent);
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  const parent =
    query.parentId === undefined
      ? agent
      : (await requireDownline(db, agent, query.parentId, { allowSelf: true })).member;
  const currency = brand.wallet.currency;
  // One level (depth 1 under the parent) or, with a username, the parent's whole subtree.
  const scope = query.username
    ? sql`t.ancestor_id = ${parent.id} and t.depth > 0 and lower(m.username) like ${prefixPattern(query.username)}`
    : sql`t.ancestor_id = ${parent.id} and t.depth = 1`;
  const from = sql`from member_tree t
      join members m on m.id = t.member_id
      join member_tree me on me.ancestor_id = ${agent.id} and me.member_id = m.id
      left join members p on p.id = m.upline_id
     where ${scope} ${typeFilter(query.accountType)}`;
  const [items, counted, breadcrumb] = await Promise.all([
    db.execute(
      sql`select ${memberColumns(currency)} ${from} order by m.id desc limit ${size} offset ${(page - 1) * size}`,
    ),
    db.execute(sql`select count(*)::int as n ${from}`),
    breadcrumbOf(db, agent.id, parent.id),
  ]);
  return {
    items: rowsOf<MemberSqlRow>(items).map(memberOf),
    total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0),
    page,
    size,
    breadcrumb,
  };
}

interface ContractSqlRow {
  id: number;
  kind: ContractView['kind'];
  parent_username: string | null;
  child_id: number;
  child_username: string;
  version: number;
  status: ContractView['status'];
  terms: ContractView['terms'];
  created_at: Date | string;
  decided_at: Date | string | null;
}

/** A member's contracts in force and offers waiting, newest version first per kind. */
export async function contractsOf(db: Database, memberId: number): Promise<ContractView[]> {
  const rows = rowsOf<ContractSqlRow>(
    await db.execute(sql`
      select c.id, c.kind, p.username as parent_username, c.child_id, m.username as child_username, c.version,
             c.status, c.terms, c.created_at, c.decided_at
        from agent_contracts c join members m on m.id = c.child_id left join members p on p.id = c.parent_id
       where c.child_id = ${memberId} and c.status in ('approved', 'in_process')
       order by c.kind, c.version desc`),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    parentUsername: row.parent_username,
    childId: row.child_id,
    childUsername: row.child_username,
    version: row.version,
    status: row.status,
    terms: typeof row.terms === 'string' ? (JSON.parse(row.terms) as ContractView['terms']) : row.terms,
    createdAt: epoch(row.created_at),
    decidedAt: row.decided_at === null ? null : epoch(row.decided_at),
  }));
}

/** One downline member with its figures of the current month (the brand's business zone). */
export async function downlineDetail(
  db: Database,
  brand: BrandSnapshot,
  agent: MemberRow,
  memberId: number,
): Promise<Static<typeof DownlineDetailSchema>> {
  requireAgent(agent);
  await requireDownline(db, agent, memberId);
  const currency = brand.wallet.currency;
  const [rows, figures, contracts] = await Promise.all([
    db.execute(sql`select ${memberColumns(currency)} from members m
        join member_tree me on me.ancestor_id = ${agent.id} and me.member_id = m.id
        left join members p on p.id = m.upline_id
       where m.id = ${memberId}`),
    db.execute(sql`
      with zone as (select time_zone from brands where id = ${brand.id}),
      since as (select (date_trunc('month', now() at time zone zone.time_zone) at time zone zone.time_zone) as at from zone)
      select
        coalesce((select sum(stake) from bet_records, since where member_id = ${memberId} and settled_at >= since.at), 0)::text as stake,
        coalesce((select sum(payout - stake) from bet_records, since where member_id = ${memberId} and settled_at >= since.at), 0)::text as profit_loss,
        coalesce((select sum(amount_minor) from deposit_orders, since where member_id = ${memberId} and status = 'confirmed' and confirmed_at >= since.at), 0)::text as deposits,
        coalesce((select sum(amount) from withdrawal_orders, since where member_id = ${memberId} and status = 'paid' and paid_at >= since.at), 0)::text as withdrawals`),
    contractsOf(db, memberId),
  ]);
  const row = rowsOf<MemberSqlRow>(rows)[0];
  const month = rowsOf<{ stake: string; profit_loss: string; deposits: string; withdrawals: string }>(figures)[0];
  if (!row || !month) throw new Error(`downline member ${memberId} vanished while read`);
  return {
    ...memberOf(row),
    monthStake: minorToNumber(BigInt(month.stake)),
    monthProfitLoss: minorToNumber(BigInt(month.profit_loss)),
    monthDeposits: minorToNumber(BigInt(month.deposits)),
    monthWithdrawals: minorToNumber(BigInt(month.withdrawals)),
    contracts,
  };
}
