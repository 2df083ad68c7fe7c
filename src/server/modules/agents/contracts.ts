import { and, eq, sql } from 'drizzle-orm';
import { Value } from 'typebox/value';
import {
  CONTRACT_KINDS,
  type ContractAction,
  type ContractKind,
  type ContractOffer,
  type ContractPreviewValue,
  type ContractsValue,
  type ContractTerms,
  type ContractView,
} from '../../../shared/api/agent';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { AGENT_CENTRE_ROLES } from '../../../shared/constants';
import { exceeds, termsProblem } from '../../../shared/contract-terms';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import {
  agentContractAcceptances,
  agentContractRequests,
  agentContracts,
  members,
  type AgentContractRow,
  type MemberRow,
} from '../../db/schema';
import { ApiError, badRequest } from '../../lib/errors';
import {
  audit,
  terminateContract,
  inForce,
  isAwaitingOperator,
  isSuspended,
  lockContract,
  lockMembers,
  newVersion,
  putInForce,
  selectViews,
  setStatus,
  settingsOf,
  viewOf,
} from './contracts-store';
import { previewTerms } from './contracts-preview';

/**
 * The agents' side of the contract lifecycle (docs/architecture.md "Agent contracts"): a parent
 * offers terms to a direct child (a new in_process version), the child accepts or rejects it, the
 * parent terminates it. Accepting puts the version in force (contracts-store putInForce), unless
 * the brand requires an operator's approval: then the accepted version stays in_process with an
 * acceptance row until an operator decides. Every refusal changes nothing.
 */

type Agent = Pick<MemberRow, 'id' | 'brandId' | 'type' | 'uplineId' | 'username'>;

const isAgent = (type: number) => (AGENT_CENTRE_ROLES as readonly number[]).includes(type);
const actorOf = (agent: Agent) => `member:${agent.id}`;

export function requireAgent(member: Agent): void {
  if (!isAgent(member.type)) throw new ApiError(403, ERROR_CODES.agentOnly, 'Only agents have contracts');
}

const notDownline = () => new ApiError(404, ERROR_CODES.agentNotDownline, 'No such contract or member in your team');
const unavailable = (message: string) => new ApiError(400, ERROR_CODES.contractUnavailable, message);
const wrongState = (message: string) => new ApiError(409, ERROR_CODES.contractState, message);
const suspended = () => new ApiError(403, ERROR_CODES.contractSuspended, 'An operator suspended your contracts');

async function requireNotSuspended(db: Database, memberId: number): Promise<void> {
  if (await isSuspended(db, memberId)) throw suspended();
}

async function requireKindRun(db: Database, brandId: number, kind: ContractKind): Promise<void> {
  const settings = await settingsOf(db, brandId);
  if (!settings[kind]) throw unavailable(`This site does not run ${kind} contracts`);
}

function requireWellFormed(kind: ContractKind, terms: unknown): asserts terms is ContractTerms {
  const problem = termsProblem(kind, terms);
  if (problem) throw badRequest(problem);
}

/** GET /wps/agent/contracts. */
export async function listContracts(db: Database, agent: Agent, kind?: ContractKind): Promise<ContractsValue> {
  requireAgent(agent);
  const settings = await settingsOf(db, agent.brandId);
  const ofKind = kind ? sql`and c.kind = ${kind}` : sql``;
  const waiting = sql`exists (select 1 from agent_contract_acceptances a where a.contract_id = c.id)`;
  const [mine, pending, awaitingOperator, children] = await Promise.all([
    selectViews(db, sql`c.child_id = ${agent.id} and c.status = 'approved' ${ofKind}`),
    selectViews(db, sql`c.child_id = ${agent.id} and c.status = 'in_process' and not ${waiting} ${ofKind}`),
    selectViews(
      db,
      sql`(c.child_id = ${agent.id} or c.parent_id = ${agent.id}) and c.status = 'in_process' and ${waiting} ${ofKind}`,
    ),
    selectViews(
      db,
      sql`c.id in (select distinct on (x.child_id, x.kind) x.id from agent_contracts x
                    join members m on m.id = x.child_id and m.upline_id = ${agent.id}
                   where x.parent_id = ${agent.id} order by x.child_id, x.kind, x.version desc) ${ofKind}`,
    ),
  ]);
  const { approvalRequired: _, ...enabled } = settings;
  return { enabled, mine, pending, awaitingOperator, children, suspended: await isSuspended(db, agent.id) };
}

/** The direct child an agent names (404 for anyone else, so ids cannot be probed). */
async function directChild(db: Database, agent: Agent, childId: number): Promise<MemberRow> {
  const [child] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, childId), eq(members.brandId, agent.brandId), eq(members.uplineId, agent.id)));
  if (!child) throw notDownline();
  return child;
}

const sameOffer = (row: AgentContractRow, input: ContractOffer) =>
  row.childId === input.childId && row.kind === input.kind && Value.Equal(row.terms, input.terms);

/** POST /wps/agent/contracts: a new in_process version for a direct child; the same requestId answers the same. */
export async function offerContract(db: Database, agent: Agent, input: ContractOffer): Promise<ContractView> {
  requireAgent(agent);
  const id = await db.transaction(async (tx) => {
    await lockMembers(tx, [agent.id]);
    const [repeat] = await tx
      .select({ contract: agentContracts })
      .from(agentContractRequests)
      .innerJoin(agentContracts, eq(agentContracts.id, agentContractRequests.contractId))
      .where(and(eq(agentContractRequests.parentId, agent.id), eq(agentContractRequests.requestId, input.requestId)));
    if (repeat) {
      if (!sameOffer(repeat.contract, input))
        throw new ApiError(409, ERROR_CODES.requestIdReused, 'This requestId was used for another offer');
      return repeat.contract.id;
    }
    const child = await directChild(tx, agent, input.childId);
    await requireKindRun(tx, agent.brandId, input.kind);
    requireWellFormed(input.kind, input.terms);
    if (!isAgent(child.type)) throw unavailable('Only agents hold contracts');
    await requireNotSuspended(tx, agent.id);
    const own = await inForce(tx, agent.id, input.kind);
    if (!own) throw unavailable(`You have no ${String(input.kind)} contract in force to offer from`);
    if (exceeds(input.kind, input.terms, own.terms as ContractTerms))
      throw new ApiError(400, ERROR_CODES.contractAboveParent, 'The terms are better than your own contract');
    await lockMembers(tx, [child.id]);
    const { row, replaced: open } = await newVersion(
      tx,
      { brandId: agent.brandId, kind: input.kind, parentId: agent.id, childId: child.id, terms: input.terms },
      actorOf(agent),
    );
    await tx
      .insert(agentContractRequests)
      .values({ parentId: agent.id, requestId: input.requestId, contractId: row.id });
    await audit(tx, {
      brandId: agent.brandId,
      contractId: row.id,
      memberId: child.id,
      kind: input.kind,
      action: 'offer',
      actor: actorOf(agent),
      oldStatus: open ? 'in_process' : null,
      newStatus: 'in_process',
      oldTerms: open?.terms ?? null,
      newTerms: input.terms,
    });
    return row.id;
  });
  return viewOf(db, id);
}

/** POST /wps/agent/contracts/preview: the offered terms on the direct child's last closed period. */
export async function previewContract(
  db: Database,
  agent: Agent,
  input: Omit<ContractOffer, 'requestId'>,
): Promise<ContractPreviewValue> {
  requireAgent(agent);
  await directChild(db, agent, input.childId);
  await requireKindRun(db, agent.brandId, input.kind);
  const own = await inForce(db, agent.id, input.kind);
  return previewTerms(
    db,
    agent.brandId,
    input.childId,
    input.kind,
    input.terms,
    own?.terms as ContractTerms | undefined,
  );
}

/** The relay calls: accept or reject an offer made to me, terminate one I made. */
export async function decideContract(
  db: Database,
  agent: Agent,
  kind: ContractKind,
  input: ContractAction,
): Promise<ContractView> {
  requireAgent(agent);
  const [found] = await db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.id, input.contractId),
        eq(agentContracts.brandId, agent.brandId),
        eq(agentContracts.kind, kind),
      ),
    );
  const mineToDecide = input.action === 'terminate' ? found?.parentId === agent.id : found?.childId === agent.id;
  if (!found || !mineToDecide) throw notDownline();
  await db.transaction(async (tx) => {
    await lockMembers(tx, [found.parentId, found.childId]);
    const row = await lockContract(tx, found.id);
    if (!row) throw notDownline();
    await requireNotSuspended(tx, agent.id);
    if (input.action === 'accept') await accept(tx, agent, row);
    else if (input.action === 'reject') await reject(tx, agent, row);
    else await terminate(tx, agent, row);
  });
  return viewOf(db, found.id);
}

async function accept(tx: Database, agent: Agent, row: AgentContractRow): Promise<void> {
  const waiting = await isAwaitingOperator(tx, row.id);
  // Accepting again what is already accepted answers it as it is (a repeated or concurrent accept).
  if (row.status === 'approved' || (row.status === 'in_process' && waiting)) return;
  if (row.status !== 'in_process') throw wrongState(`This offer is ${row.status}`);
  const kind = row.kind as ContractKind;
  await requireKindRun(tx, agent.brandId, kind);
  if (row.parentId !== null) {
    // The parent's own contract may have changed since it offered.
    const parentTerms = await inForce(tx, row.parentId, kind);
    if (!parentTerms) throw unavailable('Your upline no longer has this contract');
    if (exceeds(kind, row.terms as ContractTerms, parentTerms.terms as ContractTerms))
      throw new ApiError(400, ERROR_CODES.contractAboveParent, "The terms are better than your upline's contract");
  }
  if ((await settingsOf(tx, agent.brandId)).approvalRequired) {
    await tx.insert(agentContractAcceptances).values({ contractId: row.id, acceptedBy: actorOf(agent) });
    await audit(tx, {
      brandId: row.brandId,
      contractId: row.id,
      memberId: row.childId,
      kind,
      action: 'accept.awaiting.operator',
      actor: actorOf(agent),
      oldStatus: 'in_process',
      newStatus: 'in_process',
      newTerms: row.terms,
    });
    return;
  }
  await putInForce(tx, row, actorOf(agent));
}

async function reject(tx: Database, agent: Agent, row: AgentContractRow): Promise<void> {
  if (row.status === 'rejected') return;
  if (row.status !== 'in_process' || (await isAwaitingOperator(tx, row.id)))
    throw wrongState(`This offer is ${row.status === 'in_process' ? 'accepted' : row.status}`);
  await setStatus(tx, row, 'rejected', 'reject', actorOf(agent));
}

async function terminate(tx: Database, agent: Agent, row: AgentContractRow): Promise<void> {
  if (row.status === 'terminated') return;
  if (row.status !== 'approved' && row.status !== 'in_process') throw wrongState(`This contract is ${row.status}`);
  // The child's own offers and contracts of this kind rested on the one that just ended.
  await terminateContract(tx, row, 'terminate', actorOf(agent));
}

type ContractFlag =
  | 'dailysalreqtype'
  | 'divtypereq'
  | 'contracthoursalreq'
  | 'realtimesalreqtype'
  | 'contractmrdailysalinfotype'
  | 'contracthoursalinfo'
  | 'dailysalinfotype'
  | 'divtypeinfo';

/** The consolidated settings' contract flags (docs/api.md "Agent centre: contracts"). */
export async function contractFlags(db: Database, member: Agent): Promise<Record<ContractFlag, boolean>> {
  const req = { daily: false, hourly: false, realtime: false, dividend: false };
  const info = { ...req };
  if (isAgent(member.type)) {
    const settings = await settingsOf(db, member.brandId);
    const rows = rowsOf<{ kind: ContractKind; offered: boolean; held: boolean }>(
      await db.execute(sql`
        select k.kind,
               exists (select 1 from agent_contracts c where c.child_id = ${member.id} and c.kind = k.kind
                         and c.status = 'in_process'
                         and not exists (select 1 from agent_contract_acceptances a where a.contract_id = c.id)) as offered,
               exists (select 1 from agent_contracts c where c.kind = k.kind and c.status in ('approved', 'in_process')
                         and (c.child_id = ${member.id} or c.child_id = ${member.uplineId ?? 0})) as held
          from unnest(${`{${CONTRACT_KINDS.join(',')}}`}::text[]) as k(kind)`),
    );
    for (const row of rows) {
      if (!settings[row.kind]) continue;
      req[row.kind] = row.offered;
      // A top agent may get any kind from the platform; others when they or their upline hold it.
      info[row.kind] = row.held || member.uplineId === null;
    }
  }
  return {
    dailysalreqtype: req.daily,
    divtypereq: req.dividend,
    contracthoursalreq: req.hourly,
    realtimesalreqtype: req.realtime,
    // Monthly-rate (MR) salary is not modelled.
    contractmrdailysalinfotype: false,
    contracthoursalinfo: info.hourly,
    dailysalinfotype: info.daily,
    divtypeinfo: info.dividend,
  };
}
