import { sql, type SQL } from 'drizzle-orm';
import type {
  MoveMember,
  MoveResult,
  OperatorTreeMember,
  OperatorTreePage,
  OperatorTreeQuerySchema,
} from '../../../shared/api/agent';
import type { Static } from 'typebox';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { AGENT_CENTRE_ROLES } from '../../../shared/constants';
import { minorToNumber } from '../../../shared/money';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import type { AgentContractRow, MemberRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { insertAudit } from '../admin/queries';
import { requireRole, type Actor } from '../admin/service';
import { selectMemberByUsername } from '../auth/queries';
import { getBrand } from '../system/service';
import { lockContract, lockMembers, terminateContract } from './contracts-store';
import { prefixPattern } from './tree';

/**
 * The operator's side of the downline tree (console page "Agents", tab "Tree"): one level of the
 * brand's tree or a username search over the whole brand, and moving a member with its whole
 * subtree under another agent. member_tree's triggers (migration 0028) move the subtree and refuse
 * cycles and other brands; this service checks the same first so the operator gets a translated
 * answer, ends the moved member's contracts with its old upline (they were between a parent and a
 * direct child), and writes operator_audit in the move's transaction.
 */

const isAgentType = (type: number) => (AGENT_CENTRE_ROLES as readonly number[]).includes(type);
const TRIAL_TYPE = 4;

interface TreeSqlRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  upline_username: string | null;
  direct_count: number;
  team_count: number;
  balance: string;
  disabled: boolean;
  created_at: Date | string;
}

function memberOf(row: TreeSqlRow): OperatorTreeMember {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    type: row.type,
    isAgent: isAgentType(row.type),
    uplineUsername: row.upline_username,
    directCount: Number(row.direct_count),
    teamCount: Number(row.team_count),
    balance: minorToNumber(BigInt(row.balance)),
    disabled: row.disabled,
    createdAt: new Date(row.created_at).getTime(),
  };
}

export async function agentTreePage(
  db: Database,
  actor: Actor,
  merchant: string,
  query: Static<typeof OperatorTreeQuerySchema>,
): Promise<OperatorTreePage> {
  requireRole(actor, 'operator');
  const brand = await getBrand(db, merchant);
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  const parentName = query.parent?.trim() ?? '';
  const search = query.q?.trim() ?? '';
  let parent: MemberRow | undefined;
  if (parentName) {
    parent = await selectMemberByUsername(db, brand.id, parentName);
    if (!parent) throw new ApiError(404, ERROR_CODES.accountNotFound, `No member "${parentName}" on this brand`);
  }
  // A search covers the whole brand; otherwise one level: the parent's children or the top level.
  let scope: SQL;
  if (search) scope = sql`m.brand_id = ${brand.id} and lower(m.username) like ${prefixPattern(search)}`;
  else if (parent)
    scope = sql`m.id in (select t.member_id from member_tree t where t.ancestor_id = ${parent.id} and t.depth = 1)`;
  else scope = sql`m.brand_id = ${brand.id} and m.upline_id is null`;
  const from = sql`from members m left join members u on u.id = m.upline_id where ${scope}`;
  const [items, counted, breadcrumb] = await Promise.all([
    db.execute(sql`
      select m.id, m.username, m.nickname, m.type, u.username as upline_username, m.disabled, m.created_at,
        (select count(*)::int from member_tree c where c.ancestor_id = m.id and c.depth = 1) as direct_count,
        (select count(*)::int from member_tree c where c.ancestor_id = m.id and c.depth > 0) as team_count,
        coalesce((select sum(a.balance) from ledger_accounts a
                   where a.brand_id = m.brand_id and a.kind = 'player_main' and coalesce(a.member_id, 0) = m.id
                     and a.vendor_code = '' and a.currency = ${brand.currency}), 0)::text as balance
      ${from}
      order by (m.type in (1, 2, 41, 42)) desc, m.username
      limit ${size} offset ${(page - 1) * size}`),
    db.execute(sql`select count(*)::int as n ${from}`),
    parent
      ? db.execute(sql`
          select m.id, m.username from member_tree t join members m on m.id = t.ancestor_id
           where t.member_id = ${parent.id} order by t.depth desc`)
      : Promise.resolve(null),
  ]);
  return {
    items: rowsOf<TreeSqlRow>(items).map(memberOf),
    total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0),
    page,
    size,
    breadcrumb: breadcrumb ? rowsOf<{ id: number; username: string }>(breadcrumb) : [],
  };
}

/** SQLSTATE of a database error, searched through drizzle's wrapping causes. */
function sqlState(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return null;
}

const cycle = () =>
  new ApiError(400, ERROR_CODES.agentMoveCycle, 'A member cannot move under itself or its own downline');
const notAnAgent = (name: string) =>
  new ApiError(400, ERROR_CODES.agentMoveUpline, `"${name}" is not an agent of this brand`);

/**
 * Moves a member with its whole subtree under another agent of the brand (or to the top level).
 * Moves of a brand queue on one advisory lock, so two crossing moves cannot build a cycle that
 * neither saw; moving to the current upline changes nothing. The member's contracts with its old
 * upline (the platform's, at the top level) end by the agents' own termination path, with the
 * cascade to the contracts resting on them.
 */
export async function moveMember(db: Database, actor: Actor, merchant: string, input: MoveMember): Promise<MoveResult> {
  requireRole(actor, 'operator');
  const brand = await getBrand(db, merchant);
  const reason = input.reason.trim();
  if (!reason) throw new ApiError(400, ERROR_CODES.badRequest, 'A reason is required');
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member-tree-move:${brand.id}`}))`);
      const member = await selectMemberByUsername(tx, brand.id, input.username);
      if (!member) throw new ApiError(404, ERROR_CODES.accountNotFound, `No member "${input.username}" on this brand`);
      if (member.type === TRIAL_TYPE)
        throw new ApiError(400, ERROR_CODES.trialForbidden, 'Trial accounts have no place in the tree');
      let upline: MemberRow | null = null;
      if (input.upline !== null) {
        upline = (await selectMemberByUsername(tx, brand.id, input.upline)) ?? null;
        if (!upline || !isAgentType(upline.type)) throw notAnAgent(input.upline);
        const under = rowsOf<{ n: number }>(
          await tx.execute(sql`select count(*)::int as n from member_tree
            where ancestor_id = ${member.id} and member_id = ${upline.id}`),
        );
        if (Number(under[0]?.n ?? 0) > 0) throw cycle();
      }
      const previous =
        member.uplineId === null
          ? null
          : (rowsOf<{ username: string }>(
              await tx.execute(sql`select username from members where id = ${member.uplineId}`),
            )[0]?.username ?? null);
      const result = {
        username: member.username,
        upline: upline?.username ?? null,
        previousUpline: previous,
        moved: false,
        terminatedContracts: [] as number[],
      };
      if ((upline?.id ?? null) === member.uplineId) return result;

      // Contracts change in the tree's order: the old upline, then the member (contracts-store).
      await lockMembers(tx, [member.uplineId, member.id]);
      const ending = rowsOf<{ id: number }>(
        await tx.execute(sql`select id from agent_contracts
          where child_id = ${member.id} and status in ('approved', 'in_process')
            and parent_id is not distinct from ${member.uplineId} order by id`),
      );
      const terminated: number[] = [];
      for (const { id } of ending) {
        const row: AgentContractRow | undefined = await lockContract(tx, id);
        if (row && (row.status === 'approved' || row.status === 'in_process'))
          terminated.push(...(await terminateContract(tx, row, 'move.terminate', `operator:${actor.name}`)));
      }

      await tx.execute(sql`update members set upline_id = ${upline?.id ?? null} where id = ${member.id}`);
      await insertAudit(tx, {
        operator: actor.name,
        operatorId: actor.operatorId,
        action: 'agent-tree.move',
        detail: {
          merchant,
          username: member.username,
          before: previous,
          after: upline?.username ?? null,
          reason,
          terminatedContracts: terminated,
        },
        ip: actor.ip,
      });
      return { ...result, moved: true, terminatedContracts: terminated };
    });
  } catch (error) {
    // The triggers' own refusals, should a check above ever miss one.
    const state = sqlState(error);
    if (state === '23514') throw cycle();
    if (state === '23503') throw notAnAgent(input.upline ?? '');
    throw error;
  }
}
