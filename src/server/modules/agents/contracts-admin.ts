import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type {
  ContractHistoryPage,
  ContractKind,
  ContractSettings,
  ContractTerms,
  ContractView,
  OperatorContractsOverview,
} from '../../../shared/api/agent';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { AGENT_CENTRE_ROLES } from '../../../shared/constants';
import { exceeds, termsProblem } from '../../../shared/contract-terms';
import type { Database } from '../../db/client';
import {
  agentContractAudit,
  agentContractSettings,
  agentContractSuspensions,
  agentContracts,
  members,
  type MemberRow,
} from '../../db/schema';
import { ApiError, badRequest } from '../../lib/errors';
import { insertAudit } from '../admin/queries';
import { requireRole, type Actor } from '../admin/service';
import { selectMemberByUsername } from '../auth/queries';
import { getBrand } from '../system/service';
import {
  audit,
  inForce,
  isAwaitingOperator,
  lockContract,
  lockMembers,
  newVersion,
  putInForce,
  selectViews,
  setStatus,
  settingsOf,
} from './contracts-store';

/**
 * The operator's side of agent contracts (console page "Agent contracts"): the brand's settings
 * (kinds it runs, approval required), the platform's contracts with top agents, the queue of
 * accepted offers waiting for approval, suspending an agent, and the history. Every change is
 * written to operator_audit and to agent_contract_audit in its transaction.
 */

const operatorOf = (actor: Actor) => `operator:${actor.name}`;
const isAgent = (type: number) => (AGENT_CENTRE_ROLES as readonly number[]).includes(type);

async function operatorAudit(db: Database, actor: Actor, action: string, detail: Record<string, unknown>) {
  await insertAudit(db, { operator: actor.name, operatorId: actor.operatorId, action, detail, ip: actor.ip });
}

async function agentNamed(db: Database, brandId: number, username: string): Promise<MemberRow> {
  const member = await selectMemberByUsername(db, brandId, username);
  if (!member || !isAgent(member.type))
    throw new ApiError(404, ERROR_CODES.accountNotFound, `No agent "${username}" on this brand`);
  return member;
}

export async function contractsOverview(
  db: Database,
  actor: Actor,
  merchant: string,
): Promise<OperatorContractsOverview> {
  requireRole(actor, 'operator');
  const brand = await getBrand(db, merchant);
  const tops = await db
    .select({ id: members.id, username: members.username, suspended: agentContractSuspensions.memberId })
    .from(members)
    .leftJoin(agentContractSuspensions, eq(agentContractSuspensions.memberId, members.id))
    .where(
      and(
        eq(members.brandId, brand.id),
        isNull(members.uplineId),
        sql`${members.type} in (${sql.join([...AGENT_CENTRE_ROLES], sql`, `)})`,
      ),
    )
    .orderBy(members.username)
    .limit(500);
  const platform = await selectViews(
    db,
    sql`c.brand_id = ${brand.id} and c.parent_id is null and c.status = 'approved'`,
  );
  const queue = await selectViews(
    db,
    sql`c.brand_id = ${brand.id} and c.status = 'in_process'
        and exists (select 1 from agent_contract_acceptances a where a.contract_id = c.id)`,
  );
  const suspended = await db
    .select({
      id: members.id,
      username: members.username,
      reason: agentContractSuspensions.reason,
      since: agentContractSuspensions.createdAt,
    })
    .from(agentContractSuspensions)
    .innerJoin(members, eq(members.id, agentContractSuspensions.memberId))
    .where(eq(agentContractSuspensions.brandId, brand.id))
    .orderBy(members.username);
  return {
    settings: await settingsOf(db, brand.id),
    topAgents: tops.map((top) => ({
      id: top.id,
      username: top.username,
      suspended: top.suspended !== null,
      contracts: platform.filter((view) => view.childId === top.id),
    })),
    queue,
    suspended: suspended.map((row) => ({ ...row, since: row.since.getTime() })),
  };
}

export async function changeContractSettings(
  db: Database,
  actor: Actor,
  merchant: string,
  settings: ContractSettings,
): Promise<ContractSettings> {
  requireRole(actor, 'operator');
  const brand = await getBrand(db, merchant);
  return db.transaction(async (tx) => {
    const before = await settingsOf(tx, brand.id);
    await tx
      .insert(agentContractSettings)
      .values({ brandId: brand.id, ...settings })
      .onConflictDoUpdate({ target: agentContractSettings.brandId, set: { ...settings, updatedAt: new Date() } });
    await audit(tx, {
      brandId: brand.id,
      contractId: null,
      memberId: null,
      kind: null,
      action: 'settings',
      actor: operatorOf(actor),
      oldTerms: before,
      newTerms: settings,
    });
    await operatorAudit(tx, actor, 'agent-contracts.settings', { merchant, before, after: settings });
    return settings;
  });
}

/** The platform's contract with a top agent: a new version, in force at once (the operator is the parent). */
export async function setPlatformContract(
  db: Database,
  actor: Actor,
  merchant: string,
  input: { username: string; kind: ContractKind; terms: ContractTerms },
): Promise<ContractView> {
  requireRole(actor, 'operator');
  const brand = await getBrand(db, merchant);
  const problem = termsProblem(input.kind, input.terms);
  if (problem) throw badRequest(problem);
  const id = await db.transaction(async (tx) => {
    const agent = await agentNamed(tx, brand.id, input.username);
    if (agent.uplineId !== null)
      throw new ApiError(400, ERROR_CODES.contractUnavailable, 'Only top agents get their contract from the platform');
    if (!(await settingsOf(tx, brand.id))[input.kind])
      throw new ApiError(400, ERROR_CODES.contractUnavailable, `The brand does not run ${input.kind} contracts`);
    await lockMembers(tx, [agent.id]);
    const previous = await inForce(tx, agent.id, input.kind);
    const { row } = await newVersion(
      tx,
      { brandId: brand.id, kind: input.kind, parentId: null, childId: agent.id, terms: input.terms },
      operatorOf(actor),
    );
    await audit(tx, {
      brandId: brand.id,
      contractId: row.id,
      memberId: agent.id,
      kind: input.kind,
      action: 'platform.set',
      actor: operatorOf(actor),
      oldStatus: previous ? 'approved' : null,
      newStatus: 'approved',
      oldTerms: previous?.terms ?? null,
      newTerms: input.terms,
    });
    await putInForce(tx, row, operatorOf(actor));
    await operatorAudit(tx, actor, 'agent-contracts.platform', {
      merchant,
      username: agent.username,
      kind: input.kind,
      contractId: row.id,
      terms: input.terms,
    });
    return row.id;
  });
  const [view] = await selectViews(db, sql`c.id = ${id}`);
  if (!view) throw new Error('platform contract vanished');
  return view;
}

/** Approves or rejects an accepted offer waiting for the operator. */
export async function decideQueued(
  db: Database,
  actor: Actor,
  merchant: string,
  contractId: number,
  action: 'approve' | 'reject',
): Promise<ContractView> {
  requireRole(actor, 'operator');
  const brand = await getBrand(db, merchant);
  const [found] = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.id, contractId), eq(agentContracts.brandId, brand.id)));
  if (!found) throw new ApiError(404, ERROR_CODES.notFound, 'No such contract on this brand');
  await db.transaction(async (tx) => {
    await lockMembers(tx, [found.parentId, found.childId]);
    const row = await lockContract(tx, found.id);
    if (!row || row.status !== 'in_process' || !(await isAwaitingOperator(tx, row.id)))
      throw new ApiError(409, ERROR_CODES.contractState, 'This contract is not waiting for approval');
    const kind = row.kind as ContractKind;
    if (action === 'approve') {
      const parent = row.parentId === null ? undefined : await inForce(tx, row.parentId, kind);
      if (row.parentId !== null && !parent)
        throw new ApiError(400, ERROR_CODES.contractUnavailable, 'The parent no longer has this contract');
      if (parent && exceeds(kind, row.terms as ContractTerms, parent.terms as ContractTerms))
        throw new ApiError(400, ERROR_CODES.contractAboveParent, "The terms are better than the parent's contract");
      await putInForce(tx, row, operatorOf(actor));
    } else await setStatus(tx, row, 'rejected', 'operator.reject', operatorOf(actor));
    await operatorAudit(tx, actor, `agent-contracts.${action}`, { merchant, contractId: row.id });
  });
  const [view] = await selectViews(db, sql`c.id = ${contractId}`);
  if (!view) throw new Error('contract vanished');
  return view;
}

export async function setSuspension(
  db: Database,
  actor: Actor,
  merchant: string,
  input: { username: string; suspended: boolean; reason?: string | undefined },
): Promise<{ username: string; suspended: boolean }> {
  requireRole(actor, 'operator');
  const brand = await getBrand(db, merchant);
  return db.transaction(async (tx) => {
    const agent = await agentNamed(tx, brand.id, input.username);
    if (input.suspended)
      await tx
        .insert(agentContractSuspensions)
        .values({ memberId: agent.id, brandId: brand.id, reason: input.reason ?? '', suspendedBy: actor.name })
        .onConflictDoNothing();
    else await tx.delete(agentContractSuspensions).where(eq(agentContractSuspensions.memberId, agent.id));
    const action = input.suspended ? 'suspend' : 'resume';
    await audit(tx, {
      brandId: brand.id,
      contractId: null,
      memberId: agent.id,
      kind: null,
      action,
      actor: operatorOf(actor),
    });
    await operatorAudit(tx, actor, `agent-contracts.${action}`, {
      merchant,
      username: agent.username,
      reason: input.reason ?? '',
    });
    return { username: agent.username, suspended: input.suspended };
  });
}

export async function contractHistory(
  db: Database,
  actor: Actor,
  merchant: string,
  query: { username?: string | undefined; page?: number | undefined; size?: number | undefined },
): Promise<ContractHistoryPage> {
  requireRole(actor, 'operator');
  const brand = await getBrand(db, merchant);
  const page = query.page ?? 1;
  const size = query.size ?? 50;
  let memberFilter = sql`true`;
  if (query.username) {
    const member = await selectMemberByUsername(db, brand.id, query.username);
    memberFilter = sql`${agentContractAudit.memberId} = ${member?.id ?? 0}`;
  }
  const where = and(eq(agentContractAudit.brandId, brand.id), memberFilter);
  const [total] = await db.select({ n: count() }).from(agentContractAudit).where(where);
  const rows = await db
    .select({ entry: agentContractAudit, username: members.username })
    .from(agentContractAudit)
    .leftJoin(members, eq(members.id, agentContractAudit.memberId))
    .where(where)
    .orderBy(desc(agentContractAudit.id))
    .limit(size)
    .offset((page - 1) * size);
  return {
    items: rows.map(({ entry, username }) => ({
      id: entry.id,
      contractId: entry.contractId,
      username,
      kind: entry.kind,
      action: entry.action,
      actor: entry.actor,
      oldStatus: entry.oldStatus,
      newStatus: entry.newStatus,
      // Settings entries carry the settings, not terms: the history shows terms only.
      oldTerms: entry.action === 'settings' ? null : ((entry.oldTerms as ContractTerms | null) ?? null),
      newTerms: entry.action === 'settings' ? null : ((entry.newTerms as ContractTerms | null) ?? null),
      at: entry.createdAt.getTime(),
    })),
    total: total?.n ?? 0,
    page,
    size,
  };
}
