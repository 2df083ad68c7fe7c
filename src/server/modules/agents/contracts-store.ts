import { and, eq, sql } from 'drizzle-orm';
import type {
  ContractKind,
  ContractSettings,
  ContractStatus,
  ContractTerms,
  ContractView,
} from '../../../shared/api/agent';
import { exceeds } from '../../../shared/contract-terms';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import {
  agentContractAcceptances,
  agentContractAudit,
  agentContractSettings,
  agentContractSuspensions,
  agentContracts,
  type AgentContractRow,
} from '../../db/schema';

/**
 * The contract tables' reads and writes shared by the agents' calls and the operator's
 * (contracts.ts, contracts-admin.ts): views, settings, locks, version changes with their audit,
 * and the cascade that ends the downline's contracts a lower contract no longer covers.
 */

export const NO_SETTINGS: ContractSettings = {
  daily: false,
  hourly: false,
  realtime: false,
  dividend: false,
  approvalRequired: false,
};

export async function settingsOf(db: Database, brandId: number): Promise<ContractSettings> {
  const [row] = await db.select().from(agentContractSettings).where(eq(agentContractSettings.brandId, brandId));
  if (!row) return NO_SETTINGS;
  return {
    daily: row.daily,
    hourly: row.hourly,
    realtime: row.realtime,
    dividend: row.dividend,
    approvalRequired: row.approvalRequired,
  };
}

export async function isSuspended(db: Database, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ id: agentContractSuspensions.memberId })
    .from(agentContractSuspensions)
    .where(eq(agentContractSuspensions.memberId, memberId));
  return rows.length > 0;
}

interface ViewRow {
  id: number;
  kind: ContractKind;
  parent_username: string | null;
  child_id: number;
  child_username: string;
  version: number;
  status: ContractStatus;
  terms: ContractTerms;
  created_at: string | Date;
  decided_at: string | Date | null;
}

const epoch = (value: string | Date) => new Date(value).getTime();

/** Contract views chosen by a condition on `c` (agent_contracts), newest first. */
export async function selectViews(db: Database, where: ReturnType<typeof sql>): Promise<ContractView[]> {
  const rows = rowsOf<ViewRow>(
    await db.execute(sql`
      select c.id, c.kind, p.username as parent_username, c.child_id, ch.username as child_username, c.version,
             c.status, c.terms, c.created_at, c.decided_at
        from agent_contracts c
        join members ch on ch.id = c.child_id
        left join members p on p.id = c.parent_id
       where ${where}
       order by c.child_id, c.kind, c.version desc`),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    parentUsername: row.parent_username,
    childId: row.child_id,
    childUsername: row.child_username,
    version: row.version,
    status: row.status,
    terms: row.terms,
    createdAt: epoch(row.created_at),
    decidedAt: row.decided_at === null ? null : epoch(row.decided_at),
  }));
}

export async function viewOf(db: Database, id: number): Promise<ContractView> {
  const [view] = await selectViews(db, sql`c.id = ${id}`);
  if (!view) throw new Error(`contract ${id} vanished`);
  return view;
}

/** The contract of a kind in force for a member (its approved version). */
export async function inForce(
  db: Database,
  childId: number,
  kind: ContractKind,
): Promise<AgentContractRow | undefined> {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(
      and(eq(agentContracts.childId, childId), eq(agentContracts.kind, kind), eq(agentContracts.status, 'approved')),
    );
  return row;
}

/**
 * Serialises contract changes: every change locks the member rows it depends on, ancestors
 * first (the tree's order), so concurrent offers, accepts and cascades queue instead of racing.
 */
export async function lockMembers(db: Database, ids: readonly (number | null)[]): Promise<void> {
  for (const id of ids) if (id !== null) await db.execute(sql`select id from members where id = ${id} for update`);
}

export async function lockContract(db: Database, id: number): Promise<AgentContractRow | undefined> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select id from agent_contracts where id = ${id} for update`),
  );
  if (rows.length === 0) return undefined;
  const [row] = await db.select().from(agentContracts).where(eq(agentContracts.id, id));
  return row;
}

export async function isAwaitingOperator(db: Database, contractId: number): Promise<boolean> {
  const rows = await db
    .select({ id: agentContractAcceptances.contractId })
    .from(agentContractAcceptances)
    .where(eq(agentContractAcceptances.contractId, contractId));
  return rows.length > 0;
}

export interface AuditEntry {
  brandId: number;
  contractId: number | null;
  memberId: number | null;
  kind: ContractKind | null;
  action: string;
  actor: string;
  oldStatus?: ContractStatus | null;
  newStatus?: ContractStatus | null;
  /** A version's terms, or the brand's contract settings for a settings change. */
  oldTerms?: object | null;
  newTerms?: object | null;
}

export async function audit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(agentContractAudit).values({
    brandId: entry.brandId,
    contractId: entry.contractId,
    memberId: entry.memberId,
    kind: entry.kind,
    action: entry.action,
    actor: entry.actor,
    oldStatus: entry.oldStatus ?? null,
    newStatus: entry.newStatus ?? null,
    oldTerms: (entry.oldTerms ?? null) as Record<string, unknown> | null,
    newTerms: (entry.newTerms ?? null) as Record<string, unknown> | null,
  });
}

/** Moves a version to a new status (decided now) and audits it. */
export async function setStatus(
  db: Database,
  row: AgentContractRow,
  status: ContractStatus,
  action: string,
  actor: string,
): Promise<void> {
  await db
    .update(agentContracts)
    .set({ status, decidedAt: new Date(), updatedAt: new Date() })
    .where(eq(agentContracts.id, row.id));
  await db.delete(agentContractAcceptances).where(eq(agentContractAcceptances.contractId, row.id));
  await audit(db, {
    brandId: row.brandId,
    contractId: row.id,
    memberId: row.childId,
    kind: row.kind as ContractKind,
    action,
    actor,
    oldStatus: row.status as ContractStatus,
    newStatus: status,
    oldTerms: row.terms,
  });
}

/**
 * Writes a new version of a child's contract of a kind, in process. One open offer per child and
 * kind: the version not yet decided is superseded first. Answers the new row and the one it
 * replaced (for the caller's audit).
 */
export async function newVersion(
  db: Database,
  version: { brandId: number; kind: ContractKind; parentId: number | null; childId: number; terms: ContractTerms },
  actor: string,
): Promise<{ row: AgentContractRow; replaced: AgentContractRow | undefined }> {
  const [replaced] = await db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.childId, version.childId),
        eq(agentContracts.kind, version.kind),
        eq(agentContracts.status, 'in_process'),
      ),
    );
  if (replaced) await setStatus(db, replaced, 'superseded', 'supersede', actor);
  const [row] = await db
    .insert(agentContracts)
    .values({
      ...version,
      version: await nextVersion(db, version.childId, version.kind),
      status: 'in_process',
      terms: version.terms as Record<string, unknown>,
      offeredBy: actor,
    })
    .returning();
  if (!row) throw new Error('contract version not stored');
  return { row, replaced };
}

/** The next version number of a child's contract of a kind. */
async function nextVersion(db: Database, childId: number, kind: ContractKind): Promise<number> {
  const rows = rowsOf<{ version: number }>(
    await db.execute(
      sql`select coalesce(max(version), 0)::int + 1 as version from agent_contracts where child_id = ${childId} and kind = ${kind}`,
    ),
  );
  return rows[0]?.version ?? 1;
}

/**
 * Puts a version in force: the child's previous approved version of the kind is superseded, this
 * one approved, and the downline's contracts the new terms no longer cover are terminated.
 */
export async function putInForce(db: Database, row: AgentContractRow, actor: string): Promise<void> {
  const previous = await inForce(db, row.childId, row.kind as ContractKind);
  if (previous) await setStatus(db, previous, 'superseded', 'supersede', actor);
  await setStatus(db, row, 'approved', 'approve', actor);
  await cascade(db, row.childId, row.kind as ContractKind);
}

/**
 * Ends a contract (approved or offered): terminated, and, when it was in force, the child's own
 * offers and contracts of the kind that rested on it go too (cascade). The one termination path
 * of the agent's "terminate" and of an operator's tree move.
 */
export async function terminateContract(
  db: Database,
  row: AgentContractRow,
  action: string,
  actor: string,
): Promise<number[]> {
  await setStatus(db, row, 'terminated', action, actor);
  return [row.id, ...(row.status === 'approved' ? await cascade(db, row.childId, row.kind as ContractKind) : [])];
}

/**
 * "Accepting a lower rate terminates downlines with a higher rate" (api-contract.md 3.6): after
 * a member's contract of a kind changed or ended, each contract it gave (approved or offered)
 * that its terms in force no longer cover is terminated, and so on down the tree, since a member
 * whose contract ended cannot pay its own children either. Answers the ids it terminated.
 */
export async function cascade(db: Database, memberId: number, kind: ContractKind): Promise<number[]> {
  const ended: number[] = [];
  const queue = [memberId];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    const own = await inForce(db, node, kind);
    const given = rowsOf<{ id: number; child_id: number }>(
      await db.execute(sql`select id, child_id from agent_contracts
        where parent_id = ${node} and kind = ${kind} and status in ('approved', 'in_process') order by child_id`),
    );
    for (const { id, child_id: childId } of given) {
      await lockMembers(db, [childId]);
      const row = await lockContract(db, id);
      if (!row || (row.status !== 'approved' && row.status !== 'in_process')) continue;
      if (own && !exceeds(kind, row.terms as ContractTerms, own.terms as ContractTerms)) continue;
      await setStatus(db, row, 'terminated', 'cascade.terminate', 'system:cascade');
      ended.push(row.id);
      if (row.status === 'approved') queue.push(childId);
    }
  }
  return ended;
}
