import { and, eq, gt } from 'drizzle-orm';
import type { DownlineAccountType } from '../../../shared/api/agent';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import { AGENT_CENTRE_ROLES } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { members, memberTree, type MemberRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';

/**
 * The two checks every agent-centre call makes (issue 18): the caller is an agent (types 1, 2,
 * 41, 42; trial type 4 and players never), and any id it names lies in its own subtree. An id
 * outside the subtree (a sibling, an upline, another brand's member, a guessed number) answers the
 * same 404 agent.not.downline as an id that does not exist, so ids cannot be probed.
 */

export function isAgentType(type: number): boolean {
  return (AGENT_CENTRE_ROLES as readonly number[]).includes(type);
}

/** 403 agent.only unless the member is an agent. */
export function requireAgent(member: MemberRow): MemberRow {
  if (!isAgentType(member.type)) throw new ApiError(403, ERROR_CODES.agentOnly, 'The agent centre is for agents only');
  return member;
}

export function notDownline(): ApiError {
  return new ApiError(404, ERROR_CODES.agentNotDownline, 'No such account in your team');
}

/**
 * The member `memberId` of the agent's downline with its depth below the agent (1 = direct
 * child); 404 agent.not.downline otherwise. `allowSelf` also accepts the agent itself (depth 0),
 * for calls whose "parent" may be the caller. One primary-key lookup in member_tree.
 */
export async function requireDownline(
  db: Database,
  agent: MemberRow,
  memberId: number,
  options: { allowSelf?: boolean } = {},
): Promise<{ member: MemberRow; depth: number }> {
  const rows = await db
    .select({ member: members, depth: memberTree.depth })
    .from(memberTree)
    .innerJoin(members, eq(members.id, memberTree.memberId))
    .where(
      and(
        eq(memberTree.ancestorId, agent.id),
        eq(memberTree.memberId, memberId),
        eq(members.brandId, agent.brandId),
        options.allowSelf ? undefined : gt(memberTree.depth, 0),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) throw notDownline();
  return row;
}

/**
 * The member type a sub-agent gets. The spec names the agent types (1, 2, 41, 42) without saying
 * what tells them apart, so an agent opens the plain agent type 1; operators set the others.
 */
export const SUB_AGENT_TYPE = 1;
export const MEMBER_TYPE = 0;

export function memberTypeOf(accountType: DownlineAccountType): number {
  return accountType === 'agent' ? SUB_AGENT_TYPE : MEMBER_TYPE;
}
