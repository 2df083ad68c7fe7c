// Agent contracts (issue 18, contracts stream): offer, accept, reject and terminate per kind
// through its relay call, versions, the bound against the parent's contract, cascade termination,
// operator approval, suspension, permissions with guessed ids, bursts, preview and the
// consolidated flags. Every refusal is checked to change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { ContractKind, ContractsValue, ContractView } from '../../src/shared/api/agent';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, createMember, tokenOf, trialToken } from './auth-client';
import { operatorToken } from './content-support';
import { query } from './wallet-support';

const skip = await skipReason();
const PASSWORD = 'Contracts-test-2026';

type Terms = Record<string, unknown>;
const daily = (...rates: number[]): Terms => ({
  tiers: rates.map((rateBp, i) => ({ minTurnover: i * 1000, minActivePlayers: i, rateBp })),
});
const hourly = (...rates: number[]): Terms => ({ tiers: rates.map((rateBp, i) => ({ minTurnover: i * 500, rateBp })) });
const realtime = (winRateBp: number, lossRateBp: number): Terms => ({ winRateBp, lossRateBp });
const dividend = (cycle: string, ...rates: number[]): Terms => ({
  cycle,
  tiers: rates.map((rateBp, i) => ({ minTurnover: i * 1000, minNetLoss: i * 100, rateBp })),
});
/** The platform's terms for the top agent, and a lower offer of each kind. */
const TOP: Record<ContractKind, Terms> = {
  daily: daily(100, 200),
  hourly: hourly(50, 80),
  realtime: realtime(40, 90),
  dividend: dividend('monthly', 2000, 3000),
};
const LOWER: Record<ContractKind, Terms> = {
  daily: daily(80, 150),
  hourly: hourly(40, 60),
  realtime: realtime(30, 70),
  dividend: dividend('monthly', 1500, 2500),
};
const KINDS: ContractKind[] = ['daily', 'hourly', 'realtime', 'dividend'];
const RELAY: Record<ContractKind, { method: 'GET' | 'POST'; url: string }> = {
  daily: { method: 'GET', url: '/wps/relay/MCS2_processDailySalContract' },
  hourly: { method: 'POST', url: '/wps/relay/MCS2_processContractHourSalary' },
  realtime: { method: 'POST', url: '/wps/relay/MCSFE_processRealTimeSalaryContract' },
  dividend: { method: 'GET', url: '/wps/relay/MCS2_processDividendReq' },
};

describe.skipIf(skip)('agent contracts', () => {
  let server: TestServer;
  let admin: string;
  let requestSeq = 0;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.operatorToken();
  });
  afterAll(() => server?.close());

  interface Agent {
    id: number;
    username: string;
    token: string;
  }
  /** A fresh account of the demo brand (an agent unless type says otherwise) under `upline`. */
  async function member(username: string, upline: Agent | null, type = 1): Promise<Agent> {
    const id = await createMember(server, { username, password: PASSWORD, type });
    if (upline) await server.database.db.execute(sql`update members set upline_id = ${upline.id} where id = ${id}`);
    const loginPath = type === 0 ? 'member' : 'agent';
    return { id, username, token: await tokenOf(server, { username, password: PASSWORD }, { loginPath }) };
  }
  const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    call(server, { method, url, token, ...(payload === undefined ? {} : { payload }) });
  const operator = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown, token = admin) =>
    call(server, {
      method,
      url: `/admin/api/agent-contracts/demo${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload }),
    });
  const platform = (who: Agent, kind: ContractKind, terms: Terms = TOP[kind]) =>
    operator('POST', '/platform', { username: who.username, kind, terms });
  const offer = (from: Agent, to: { id: number }, kind: ContractKind, terms: Terms, requestId = `r-${++requestSeq}`) =>
    as(from.token, 'POST', '/wps/agent/contracts', { childId: to.id, kind, terms, requestId });
  function decide(who: Agent, kind: ContractKind, contractId: number, action: string): Promise<LightMyRequestResponse> {
    const relay = RELAY[kind];
    return relay.method === 'GET'
      ? as(who.token, 'GET', `${relay.url}?contractId=${contractId}&action=${action}`)
      : as(who.token, 'POST', relay.url, { contractId, action });
  }
  const view = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ value: ContractView }>().value;
  };
  const contractsOf = async (who: Agent, kind?: ContractKind) => {
    const res = await as(who.token, 'GET', `/wps/agent/contracts${kind ? `?kind=${kind}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ value: ContractsValue }>().value;
  };
  const flags = async (who: Agent) =>
    (await as(who.token, 'GET', '/wps/member/info/funds/consolidated')).json<{ value: Record<string, unknown> }>()
      .value;
  /** Everything a refused call must leave as it was. */
  const snapshot = async () => ({
    contracts: await query(
      server.database.db,
      sql`select id, child_id, kind, version, status, terms from agent_contracts order by id`,
    ),
    audit: await query(server.database.db, sql`select count(*)::int as n from agent_contract_audit`),
    acceptances: await query(server.database.db, sql`select * from agent_contract_acceptances order by contract_id`),
  });
  const statusOf = async (id: number) =>
    (await query<{ status: string }>(server.database.db, sql`select status from agent_contracts where id = ${id}`))[0]
      ?.status;
  const expectError = (res: LightMyRequestResponse, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, code });
  };

  /** A top agent holding the platform's contract of every kind, and one direct sub-agent. */
  async function family(prefix: string): Promise<{ top: Agent; child: Agent }> {
    const top = await member(`${prefix}top`, null);
    for (const kind of KINDS) view(await platform(top, kind));
    return { top, child: await member(`${prefix}kid`, top) };
  }

  it('lets the operator set top agents platform contracts only, audited', async () => {
    const top = await member('ctop0', null);
    const res = view(await platform(top, 'daily'));
    expect(res).toMatchObject({
      parentUsername: null,
      childId: top.id,
      status: 'approved',
      version: 1,
      terms: TOP.daily,
    });
    const again = view(await platform(top, 'daily', daily(90)));
    expect(again.version).toBe(2);
    expect(await statusOf(res.id)).toBe('superseded');
    expect((await contractsOf(top)).mine.map((c) => c.id)).toEqual([again.id]);
    const audit = await query<{ operator: string }>(
      server.database.db,
      sql`select operator from operator_audit where action = 'agent-contracts.platform'`,
    );
    expect(audit.length).toBeGreaterThanOrEqual(2);

    const sub = await member('csub0', top);
    const before = await snapshot();
    expectError(await platform(sub, 'daily'), 400, 'contract.unavailable');
    expectError(
      await operator('POST', '/platform', { username: 'nobody-x', kind: 'daily', terms: TOP.daily }),
      404,
      'member.not.found',
    );
    expectError(
      await operator('POST', '/platform', { username: top.username, kind: 'daily', terms: TOP.hourly }),
      400,
      'request_param_err',
    );
    const cashier = await operatorToken(server, 'ccashier', 'cashier');
    expect(
      (await operator('POST', '/platform', { username: top.username, kind: 'daily', terms: TOP.daily }, cashier))
        .statusCode,
    ).toBe(403);
    expect((await operator('GET', '', undefined, 'nope')).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it.each(KINDS)('offers, accepts and terminates a %s contract through its relay call', async (kind) => {
    const { top, child } = await family(`c${kind.slice(0, 3)}a`);
    const offered = view(await offer(top, child, kind, LOWER[kind]));
    expect(offered).toMatchObject({
      kind,
      status: 'in_process',
      version: 1,
      childId: child.id,
      parentUsername: top.username,
    });
    const seen = await contractsOf(child, kind);
    expect(seen.pending.map((c) => c.id)).toEqual([offered.id]);
    expect(seen.mine).toEqual([]);
    expect((await contractsOf(top, kind)).children.map((c) => c.id)).toEqual([offered.id]);

    const accepted = view(await decide(child, kind, offered.id, 'accept'));
    expect(accepted).toMatchObject({ id: offered.id, status: 'approved' });
    expect(accepted.decidedAt).not.toBeNull();
    const after = await contractsOf(child, kind);
    expect(after.pending).toEqual([]);
    expect(after.mine.map((c) => c.id)).toEqual([offered.id]);

    const ended = view(await decide(top, kind, offered.id, 'terminate'));
    expect(ended.status).toBe('terminated');
    expect((await contractsOf(child, kind)).mine).toEqual([]);
    const audit = await query<{ action: string }>(
      server.database.db,
      sql`select action from agent_contract_audit where contract_id = ${offered.id} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['offer', 'approve', 'terminate']);
  });

  it.each(KINDS)('lets the child reject a %s offer, and a rejected offer cannot be accepted', async (kind) => {
    const { top, child } = await family(`c${kind.slice(0, 3)}r`);
    const offered = view(await offer(top, child, kind, LOWER[kind]));
    expect(view(await decide(child, kind, offered.id, 'reject')).status).toBe('rejected');
    const before = await snapshot();
    expectError(await decide(child, kind, offered.id, 'accept'), 409, 'contract.state');
    expectError(await decide(top, kind, offered.id, 'terminate'), 409, 'contract.state');
    expect(await snapshot()).toEqual(before);
  });

  it('answers every kind of terms whole, in the offer, the contracts page and the history', async () => {
    // The four kinds share one union schema in the answers: a kind must not come back as another
    // whose fields it also has (dividend tiers read as hourly ones lost the cycle and net loss).
    const { top, child } = await family('cwhole');
    for (const kind of KINDS) {
      expect(view(await offer(top, child, kind, LOWER[kind])).terms).toEqual(LOWER[kind]);
      const page = await contractsOf(child, kind);
      expect(page.pending.find((offered) => offered.kind === kind)?.terms).toEqual(LOWER[kind]);
      const topPage = await contractsOf(top, kind);
      expect(topPage.mine.find((own) => own.kind === kind)?.terms).toEqual(TOP[kind]);
      expect(topPage.children.find((given) => given.kind === kind)?.terms).toEqual(LOWER[kind]);
    }
  });

  it('keeps versions: a new offer replaces the open one, accepting supersedes the one in force', async () => {
    const { top, child } = await family('cver');
    const v1 = view(await offer(top, child, 'daily', daily(90, 150)));
    view(await decide(child, 'daily', v1.id, 'accept'));
    const v2 = view(await offer(top, child, 'daily', daily(70, 120)));
    const v3 = view(await offer(top, child, 'daily', daily(60, 110)));
    expect([v1.version, v2.version, v3.version]).toEqual([1, 2, 3]);
    expect(await statusOf(v2.id)).toBe('superseded');
    expect((await contractsOf(child, 'daily')).pending.map((c) => c.id)).toEqual([v3.id]);
    expectError(await decide(child, 'daily', v2.id, 'accept'), 409, 'contract.state');
    view(await decide(child, 'daily', v3.id, 'accept'));
    expect(await statusOf(v1.id)).toBe('superseded');
    expect((await contractsOf(child, 'daily')).mine.map((c) => c.version)).toEqual([3]);
    expect((await contractsOf(top, 'daily')).children.map((c) => c.id)).toEqual([v3.id]);
  });

  it('refuses terms better than the parent has, and offers without a contract, changing nothing', async () => {
    const { top, child } = await family('cbnd');
    const grandchild = await member('cbndgc', child);
    const before = await snapshot();
    // One threshold above the parent's rate is enough to refuse.
    expectError(await offer(top, child, 'daily', daily(100, 201)), 400, 'contract.above.parent');
    expectError(
      await offer(top, child, 'daily', { tiers: [{ minTurnover: 500, minActivePlayers: 0, rateBp: 150 }] }),
      400,
      'contract.above.parent',
    );
    expectError(await offer(top, child, 'realtime', realtime(41, 10)), 400, 'contract.above.parent');
    expectError(await offer(top, child, 'realtime', realtime(10, 91)), 400, 'contract.above.parent');
    expectError(await offer(top, child, 'dividend', dividend('weekly', 100)), 400, 'contract.above.parent');
    // The child has no contract yet: it cannot offer one.
    expectError(await offer(child, grandchild, 'daily', daily(10)), 400, 'contract.unavailable');
    // Malformed terms for the kind, unordered tiers.
    expectError(await offer(top, child, 'daily', TOP.hourly), 400, 'request_param_err');
    const unordered = {
      tiers: [
        { minTurnover: 500, rateBp: 10 },
        { minTurnover: 0, rateBp: 10 },
      ],
    };
    expectError(await offer(top, child, 'hourly', unordered), 400, 'request_param_err');
    expect(await snapshot()).toEqual(before);

    // A kind the brand does not run.
    const settings = (await operator('GET', '')).json<{ value: { settings: Record<string, boolean> } }>().value
      .settings;
    expect((await operator('PUT', '/settings', { ...settings, realtime: false })).statusCode).toBe(200);
    const off = await snapshot();
    expectError(await offer(top, child, 'realtime', LOWER.realtime), 400, 'contract.unavailable');
    expect(await snapshot()).toEqual(off);
    expect((await contractsOf(child)).enabled.realtime).toBe(false);
    expect((await operator('PUT', '/settings', settings)).statusCode).toBe(200);
  });

  it('terminates the downline contracts a lower accepted contract no longer covers, down the tree', async () => {
    const { top, child } = await family('ccas');
    const gc1 = await member('ccasg1', child);
    const gc2 = await member('ccasg2', child);
    const ggc = await member('ccasgg', gc1);
    view(await decide(child, 'daily', view(await offer(top, child, 'daily', daily(100, 200))).id, 'accept'));
    const high = view(await offer(child, gc1, 'daily', daily(90, 180)));
    view(await decide(gc1, 'daily', high.id, 'accept'));
    const low = view(await offer(child, gc2, 'daily', daily(40, 60)));
    view(await decide(gc2, 'daily', low.id, 'accept'));
    const deep = view(await offer(gc1, ggc, 'daily', daily(30, 50)));
    view(await decide(ggc, 'daily', deep.id, 'accept'));
    const openHigh = view(await offer(child, gc2, 'daily', daily(80, 170)));

    // The child accepts lower terms: gc1's 90/180 and the open 80/170 offer exceed them and end;
    // gc2's 40/60 stays; ggc's contract rested on gc1's and ends too.
    const lower = view(await offer(top, child, 'daily', daily(50, 100)));
    view(await decide(child, 'daily', lower.id, 'accept'));
    expect(await statusOf(high.id)).toBe('terminated');
    expect(await statusOf(openHigh.id)).toBe('terminated');
    expect(await statusOf(low.id)).toBe('approved');
    expect(await statusOf(deep.id)).toBe('terminated');
    const audit = await query<{ contract_id: number; actor: string }>(
      server.database.db,
      sql`select contract_id, actor from agent_contract_audit where action = 'cascade.terminate' and contract_id in (${high.id}, ${openHigh.id}, ${deep.id})`,
    );
    expect(audit.map((a) => a.contract_id).sort()).toEqual([high.id, openHigh.id, deep.id].sort());
    expect(audit.every((a) => a.actor === 'system:cascade')).toBe(true);
  });

  it('holds an accepted offer for the operator where the brand requires approval', async () => {
    const { top, child } = await family('capp');
    const settings = (await operator('GET', '')).json<{ value: { settings: Record<string, boolean> } }>().value
      .settings;
    expect((await operator('PUT', '/settings', { ...settings, approvalRequired: true })).statusCode).toBe(200);
    try {
      const first = view(await offer(top, child, 'daily', LOWER.daily));
      expect(view(await decide(child, 'daily', first.id, 'accept')).status).toBe('in_process');
      const waiting = await contractsOf(child, 'daily');
      expect(waiting.pending).toEqual([]);
      expect(waiting.mine).toEqual([]);
      expect(waiting.awaitingOperator.map((c) => c.id)).toEqual([first.id]);
      expect((await flags(child)).dailysalreqtype).toBe(false);
      // Accepting again answers it as it is; rejecting it now is too late.
      expect(view(await decide(child, 'daily', first.id, 'accept')).status).toBe('in_process');
      expectError(await decide(child, 'daily', first.id, 'reject'), 409, 'contract.state');
      const overview = (await operator('GET', '')).json<{ value: { queue: ContractView[] } }>().value;
      expect(overview.queue.map((c) => c.id)).toContain(first.id);
      expect(view(await operator('POST', `/queue/${first.id}`, { action: 'approve' })).status).toBe('approved');
      expect((await contractsOf(child, 'daily')).mine.map((c) => c.id)).toEqual([first.id]);
      expectError(await operator('POST', `/queue/${first.id}`, { action: 'approve' }), 409, 'contract.state');

      const second = view(await offer(top, child, 'hourly', LOWER.hourly));
      view(await decide(child, 'hourly', second.id, 'accept'));
      expect(view(await operator('POST', `/queue/${second.id}`, { action: 'reject' })).status).toBe('rejected');
      expect((await contractsOf(child, 'hourly')).mine).toEqual([]);
      expectError(await operator('POST', '/queue/99999999', { action: 'approve' }), 404, 'not_found');
    } finally {
      expect((await operator('PUT', '/settings', settings)).statusCode).toBe(200);
    }
  });

  it('refuses offers and decisions of a suspended agent until resumed', async () => {
    const { top, child } = await family('csus');
    const offered = view(await offer(top, child, 'daily', LOWER.daily));
    expect(
      (await operator('POST', '/suspensions', { username: child.username, suspended: true, reason: 'review' }))
        .statusCode,
    ).toBe(200);
    expect((await operator('POST', '/suspensions', { username: top.username, suspended: true })).statusCode).toBe(200);
    const before = await snapshot();
    expectError(await decide(child, 'daily', offered.id, 'accept'), 403, 'contract.suspended');
    expect((await contractsOf(child)).suspended).toBe(true);
    expectError(await offer(top, child, 'hourly', LOWER.hourly), 403, 'contract.suspended');
    expect(await snapshot()).toEqual(before);
    const overview = (await operator('GET', '')).json<{ value: { suspended: { username: string }[] } }>().value;
    expect(overview.suspended.map((s) => s.username)).toEqual(expect.arrayContaining([child.username, top.username]));
    expect((await operator('POST', '/suspensions', { username: top.username, suspended: false })).statusCode).toBe(200);
    expect((await operator('POST', '/suspensions', { username: child.username, suspended: false })).statusCode).toBe(
      200,
    );
    expect(view(await decide(child, 'daily', offered.id, 'accept')).status).toBe('approved');
    const history = (await operator('GET', `/history?username=${child.username}`)).json<{
      value: { items: { action: string }[] };
    }>().value;
    expect(history.items.map((i) => i.action)).toEqual(
      expect.arrayContaining(['suspend', 'resume', 'offer', 'approve']),
    );
  });

  it('lets only the parties act: members, trials, siblings, uplines, other brands and guessed ids are refused', async () => {
    const { top, child } = await family('cper');
    const sibling = await member('cpersib', top);
    const grandchild = await member('cpergc', child);
    const player = await member('cperply', top, 0);
    const trial = { id: 0, username: 'trial', token: await trialToken(server, '10.9.9.9') };
    const offered = view(await offer(top, child, 'daily', LOWER.daily));
    view(await decide(sibling, 'daily', view(await offer(top, sibling, 'daily', LOWER.daily)).id, 'accept'));

    // A contract of another brand.
    await server.database.db.execute(sql`insert into brands (merchant_code, name) values ('cother', 'Other')`);
    const [other] = await query<{ id: number }>(
      server.database.db,
      sql`select id from brands where merchant_code = 'cother'`,
    );
    const [stranger] = await query<{ id: number }>(
      server.database.db,
      sql`insert into members (brand_id, username, type) values (${other!.id}, 'cstranger', 1) returning id`,
    );
    const [foreign] = await query<{ id: number }>(
      server.database.db,
      sql`insert into agent_contracts (brand_id, kind, parent_id, child_id, version, status, terms, offered_by)
          values (${other!.id}, 'daily', null, ${stranger!.id}, 1, 'in_process', ${JSON.stringify(LOWER.daily)}::jsonb, 'operator:x')
          returning id`,
    );

    const before = await snapshot();
    for (const who of [player, trial]) {
      expectError(await as(who.token, 'GET', '/wps/agent/contracts'), 403, 'agent.only');
      expectError(await offer(who, child, 'daily', LOWER.daily), 403, 'agent.only');
      expectError(await decide(who, 'daily', offered.id, 'accept'), 403, 'agent.only');
      expectError(
        await as(who.token, 'POST', '/wps/agent/contracts/preview', {
          childId: child.id,
          kind: 'daily',
          terms: LOWER.daily,
        }),
        403,
        'agent.only',
      );
    }
    // Sibling: neither accept nor terminate another's contract, nor offer to a sibling.
    expectError(await decide(sibling, 'daily', offered.id, 'accept'), 404, 'agent.not.downline');
    expectError(await decide(sibling, 'daily', offered.id, 'terminate'), 404, 'agent.not.downline');
    expectError(await offer(sibling, child, 'daily', daily(10)), 404, 'agent.not.downline');
    // Upline: the parent cannot accept its own offer; the child cannot terminate (only the parent can).
    expectError(await decide(top, 'daily', offered.id, 'accept'), 404, 'agent.not.downline');
    expectError(await decide(child, 'daily', offered.id, 'terminate'), 404, 'agent.not.downline');
    // The child offering up the tree, the top offering to a grandchild (not direct), to a plain member.
    expectError(await offer(child, top, 'daily', daily(10)), 404, 'agent.not.downline');
    expectError(await offer(top, grandchild, 'daily', daily(10)), 404, 'agent.not.downline');
    expectError(await offer(top, player, 'daily', daily(10)), 400, 'contract.unavailable');
    expectError(await offer(top, { id: stranger!.id }, 'daily', daily(10)), 404, 'agent.not.downline');
    // Guessed ids, another brand's contract, the wrong kind's relay.
    for (const id of [99_999_999, foreign!.id]) {
      expectError(await decide(child, 'daily', id, 'accept'), 404, 'agent.not.downline');
      expectError(await decide(top, 'daily', id, 'terminate'), 404, 'agent.not.downline');
    }
    expectError(await decide(child, 'hourly', offered.id, 'accept'), 404, 'agent.not.downline');
    expectError(
      await as(top.token, 'POST', '/wps/agent/contracts/preview', {
        childId: grandchild.id,
        kind: 'daily',
        terms: LOWER.daily,
      }),
      404,
      'agent.not.downline',
    );
    // Without a session, and with a bad action.
    expect((await call(server, { method: 'GET', url: '/wps/agent/contracts' })).statusCode).toBe(401);
    expect((await decide(child, 'daily', offered.id, 'approve')).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
    // The child sees only its own; the sibling's contract is not in its lists.
    const mine = await contractsOf(child);
    expect([...mine.mine, ...mine.pending, ...mine.children].every((c) => c.childId === child.id)).toBe(true);
  });

  it('answers 100 accepts at once with one approved version, and 100 same-request offers with one', async () => {
    const { top, child } = await family('cbur');
    const offered = view(await offer(top, child, 'daily', LOWER.daily));
    const accepts = await Promise.all(Array.from({ length: 100 }, () => decide(child, 'daily', offered.id, 'accept')));
    expect(accepts.every((res) => res.statusCode === 200)).toBe(true);
    const approved = await query<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from agent_contracts where child_id = ${child.id} and status = 'approved'`,
    );
    expect(approved[0]?.n).toBe(1);
    const approvals = await query<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from agent_contract_audit where contract_id = ${offered.id} and action = 'approve'`,
    );
    expect(approvals[0]?.n).toBe(1);

    const offers = await Promise.all(
      Array.from({ length: 100 }, () => offer(top, child, 'hourly', LOWER.hourly, 'same-request-1')),
    );
    expect(offers.filter((res) => res.statusCode !== 200).map((res) => res.body)).toEqual([]);
    expect(new Set(offers.map((res) => res.json<{ value: ContractView }>().value.id)).size).toBe(1);
    const rows = await query<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from agent_contracts where child_id = ${child.id} and kind = 'hourly'`,
    );
    expect(rows[0]?.n).toBe(1);
    // The same requestId for other terms is refused.
    expectError(await offer(top, child, 'hourly', hourly(10), 'same-request-1'), 409, 'request.id.reused');
  });

  it('previews what the terms would have paid over the last closed day on the team bets', async () => {
    const { top, child } = await family('cpre');
    const player = await member('cpreply', child, 0);
    // Yesterday noon in the brand's zone: 2,000.00 of turnover by two players, one bet won, one lost.
    const bets = [
      { who: child.id, stake: 150_000n, payout: 0n },
      { who: player.id, stake: 50_000n, payout: 120_000n },
    ];
    for (const [i, bet] of bets.entries())
      await server.database.db.execute(sql`
        insert into bet_records (brand_id, member_id, game_type, vendor_code, game_code, round_ref, bet_ref, currency,
                                 stake, valid_turnover, payout, placed_at, settled_at)
        select b.id, ${bet.who}, 'SLOT', 'HOUSE', 'g1', ${`round-${i}`}, ${`cpre-${i}`}, 'PHP', ${bet.stake}, ${bet.stake},
               ${bet.payout}, t, t
          from brands b,
               lateral (select (date_trunc('day', now() at time zone b.time_zone) - interval '12 hours') at time zone b.time_zone as t) x
         where b.merchant_code = 'demo'`);
    const preview = async (kind: ContractKind, terms: Terms) => {
      const res = await as(top.token, 'POST', '/wps/agent/contracts/preview', { childId: child.id, kind, terms });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{
        value: {
          basis: number;
          rateBp: number;
          amount: number;
          parentAmount: number;
          periodFrom: number;
          periodTo: number;
        };
      }>().value;
    };
    // Daily: 2,000 turnover, 2 active players: the second tier (1,000 and 1 player) applies.
    const d = await preview('daily', daily(80, 150));
    expect(d).toMatchObject({ basis: 2000, rateBp: 150, amount: 30, parentAmount: 40 });
    expect(d.periodTo - d.periodFrom).toBe(24 * 3600 * 1000);
    // Real-time: 500 won stake at 0.30%, 1,500 lost stake at 0.70%.
    expect(await preview('realtime', realtime(30, 70))).toMatchObject({ basis: 2000, amount: 12, parentAmount: 15.5 });
    const before = await snapshot();
    expectError(
      await as(top.token, 'POST', '/wps/agent/contracts/preview', {
        childId: child.id,
        kind: 'daily',
        terms: TOP.hourly,
      }),
      400,
      'request_param_err',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('answers the consolidated contract flags for real', async () => {
    const { top, child } = await family('cflg');
    const loner = await member('cflglon', await member('cflgalone', null));
    const off = await flags(loner);
    expect(off).toMatchObject({ dailysalreqtype: false, dailysalinfotype: false, divtypeinfo: false });
    // A top agent may get every kind from the platform.
    expect(await flags(top)).toMatchObject({ dailysalinfotype: true, contracthoursalinfo: true, divtypeinfo: true });
    expect(await flags(child)).toMatchObject({
      dailysalreqtype: false,
      dailysalinfotype: true,
      contractmrdailysalinfotype: false,
    });
    const offered = view(await offer(top, child, 'dividend', LOWER.dividend));
    expect(await flags(child)).toMatchObject({ divtypereq: true, dailysalreqtype: false });
    view(await decide(child, 'dividend', offered.id, 'accept'));
    expect(await flags(child)).toMatchObject({ divtypereq: false, divtypeinfo: true });
    const player = await member('cflgply', top, 0);
    expect(await flags(player)).toMatchObject({ dailysalreqtype: false, dailysalinfotype: false, divtypeinfo: false });
  });

  it('seeds the demo brand with every kind on and the demo agent holding the platform contracts', async () => {
    const rows = await query<{ kind: string; status: string; parent_id: number | null }>(
      server.database.db,
      sql`select c.kind, c.status, c.parent_id from agent_contracts c join members m on m.id = c.child_id
           where m.username = 'demoagent' order by c.kind`,
    );
    expect(rows).toEqual(
      KINDS.slice()
        .sort()
        .map((kind) => ({ kind, status: 'approved', parent_id: null })),
    );
    const settings = (await operator('GET', '')).json<{ value: { settings: Record<string, boolean> } }>().value
      .settings;
    expect(settings).toMatchObject({ daily: true, hourly: true, realtime: true, dividend: true });
  });
});
