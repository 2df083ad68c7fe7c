// The operator's agent tree (issue 18, console "Agents"): one level of the brand's tree with team
// counts and the breadcrumb, a search over the brand, moving a member with its subtree (counts
// follow, contracts with the old upline end, operator_audit written), refusals that change nothing
// (cycles, other brands, players, trials, unknown names), idempotent and concurrent moves, and who
// may call it.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoveResult, OperatorTreePage } from '../../src/shared/api/agent';
import { hashPassword } from '../../src/server/lib/passwords';
import { members } from '../../src/server/db/schema';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call } from './auth-client';
import { operatorToken } from './content-support';
import { query } from './wallet-support';

const skip = await skipReason();

describe.skipIf(skip)('operator agent tree', () => {
  let server: TestServer;
  let admin: string;
  let demoBrand: number;
  const ids: Record<string, number> = {};

  const make = async (username: string, type: number, upline: string | null, brandId = demoBrand) => {
    const [row] = await server.database.db
      .insert(members)
      .values({
        brandId,
        username,
        passwordHash: await hashPassword('Tree-admin-2026'),
        type,
        uplineId: upline === null ? null : (ids[upline] ?? null),
      })
      .returning({ id: members.id });
    ids[username] = row?.id ?? 0;
  };
  const browse = async (search: string, token = admin) => {
    const res = await call(server, {
      method: 'GET',
      url: `/admin/api/agent-tree/demo?${search}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return res;
  };
  const page = async (search: string) => {
    const res = await browse(search);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ value: OperatorTreePage }>().value;
  };
  const move = (username: string, upline: string | null, token = admin, reason = 'restructure') =>
    call(server, {
      method: 'POST',
      url: '/admin/api/agent-tree/demo/move',
      headers: { authorization: `Bearer ${token}` },
      payload: { username, upline, reason },
    });
  const moved = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ value: MoveResult }>().value;
  };
  const expectError = (res: LightMyRequestResponse, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, code });
  };
  /** Everything a refused move must leave as it was. */
  const snapshot = async () => ({
    uplines: await query(server.database.db, sql`select id, upline_id from members order by id`),
    tree: await query(server.database.db, sql`select * from member_tree order by ancestor_id, member_id`),
    audit: await query(server.database.db, sql`select count(*)::int as n from operator_audit`),
    contracts: await query(server.database.db, sql`select id, status from agent_contracts order by id`),
  });
  /** member_tree against the closure computed from upline_id: rows missing or extra either way. */
  const treeDrift = async () =>
    query<{ n: number }>(
      server.database.db,
      sql`with recursive up(member_id, ancestor_id, depth) as (
            select id, id, 0 from members
            union all
            select up.member_id, m.upline_id, up.depth + 1 from up join members m on m.id = up.ancestor_id
             where m.upline_id is not null)
          select count(*)::int as n from (
            (select ancestor_id, member_id, depth from up except select ancestor_id, member_id, depth from member_tree)
            union all
            (select ancestor_id, member_id, depth from member_tree except select ancestor_id, member_id, depth from up)
          ) drift`,
    );
  const moveAudits = (username: string) =>
    query<{ operator: string; detail: Record<string, unknown> }>(
      server.database.db,
      sql`select operator, detail from operator_audit
           where action = 'agent-tree.move' and detail->>'username' = ${username} order by id`,
    );

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.operatorToken();
    const db = server.database.db;
    demoBrand = (await query<{ id: number }>(db, sql`select id from brands where merchant_code = 'demo'`))[0]?.id ?? 0;
    await db.execute(sql`insert into brands (merchant_code, name) values ('treeother', 'Other brand')`);
    const otherBrand =
      (await query<{ id: number }>(db, sql`select id from brands where merchant_code = 'treeother'`))[0]?.id ?? 0;
    // xtop (1) -> xmid (2) -> { xleaf (0), xsub (1) -> xgrand (0) }; xother (41); xplayer (0); xtrial (4).
    await make('xtop', 1, null);
    await make('xmid', 2, 'xtop');
    await make('xleaf', 0, 'xmid');
    await make('xsub', 1, 'xmid');
    await make('xgrand', 0, 'xsub');
    await make('xother', 41, null);
    await make('xplayer', 0, null);
    await make('xtrial', 4, null);
    await make('yagent', 1, null, otherBrand);
  });
  afterAll(() => server?.close());

  it('browses one level with team counts and the breadcrumb', async () => {
    const top = await page('size=100');
    const names = top.items.map((m) => m.username);
    expect(names).toEqual(expect.arrayContaining(['xtop', 'xother', 'xplayer']));
    expect(names).not.toContain('xmid');
    expect(names).not.toContain('yagent');
    expect(top.breadcrumb).toEqual([]);
    expect(top.items.find((m) => m.username === 'xtop')).toMatchObject({
      type: 1,
      isAgent: true,
      uplineUsername: null,
      directCount: 1,
      teamCount: 4,
      balance: 0,
    });

    const mid = await page('parent=xmid');
    expect(mid.items.map((m) => m.username).sort()).toEqual(['xleaf', 'xsub']);
    expect(mid.total).toBe(2);
    expect(mid.breadcrumb.map((b) => b.username)).toEqual(['xtop', 'xmid']);
    // Agents first.
    expect(mid.items[0]).toMatchObject({ username: 'xsub', teamCount: 1, directCount: 1, uplineUsername: 'xmid' });

    const paged = await page('parent=xmid&size=1&page=2');
    expect(paged.items.map((m) => m.username)).toEqual(['xleaf']);
    expect(paged.total).toBe(2);

    expectError(await browse('parent=nobody'), 404, 'member.not.found');
    expectError(await browse('parent=yagent'), 404, 'member.not.found');
  });

  it('searches the whole brand by username prefix', async () => {
    const found = await page('q=XG');
    expect(found.items.map((m) => m.username)).toEqual(['xgrand']);
    expect(found.items[0]?.uplineUsername).toBe('xsub');
    expect((await page('q=yag')).items).toEqual([]);
    // Wildcards are taken literally.
    expect((await page('q=x%25')).items).toEqual([]);
  });

  it('moves a member with its subtree, ends its contracts with the old upline and audits it', async () => {
    const db = server.database.db;
    const [own] = await query<{ id: number }>(
      db,
      sql`insert into agent_contracts (brand_id, kind, parent_id, child_id, version, status, terms, offered_by)
          values (${demoBrand}, 'realtime', ${ids.xmid}, ${ids.xsub}, 1, 'approved', '{"winRateBp":10,"lossRateBp":20}', 'member:1')
          returning id`,
    );
    const [given] = await query<{ id: number }>(
      db,
      sql`insert into agent_contracts (brand_id, kind, parent_id, child_id, version, status, terms, offered_by)
          values (${demoBrand}, 'realtime', ${ids.xsub}, ${ids.xgrand}, 1, 'approved', '{"winRateBp":5,"lossRateBp":10}', 'member:2')
          returning id`,
    );
    // A contract of the old upline's own stays: only the moved member's contracts rest on the move.
    const [kept] = await query<{ id: number }>(
      db,
      sql`insert into agent_contracts (brand_id, kind, parent_id, child_id, version, status, terms, offered_by)
          values (${demoBrand}, 'realtime', ${ids.xtop}, ${ids.xmid}, 1, 'approved', '{"winRateBp":20,"lossRateBp":30}', 'member:3')
          returning id`,
    );

    const result = moved(await move('xsub', 'xother'));
    expect(result).toMatchObject({ username: 'xsub', upline: 'xother', previousUpline: 'xmid', moved: true });
    expect(result.terminatedContracts.sort()).toEqual([own?.id, given?.id].sort());

    const other = (await page('size=100')).items.find((m) => m.username === 'xother');
    expect(other).toMatchObject({ directCount: 1, teamCount: 2 });
    const top = (await page('size=100')).items.find((m) => m.username === 'xtop');
    expect(top).toMatchObject({ directCount: 1, teamCount: 2 });
    expect((await page('parent=xsub')).breadcrumb.map((b) => b.username)).toEqual(['xother', 'xsub']);
    expect(await treeDrift()).toEqual([{ n: 0 }]);

    const statuses = await query<{ id: number; status: string }>(
      db,
      sql`select id, status from agent_contracts where id in (${own?.id}, ${given?.id}, ${kept?.id}) order by id`,
    );
    expect(statuses.map((s) => s.status)).toEqual(['terminated', 'terminated', 'approved']);
    const ended = await query<{ action: string; actor: string }>(
      db,
      sql`select action, actor from agent_contract_audit where contract_id = ${own?.id} and new_status = 'terminated'`,
    );
    expect(ended).toEqual([{ action: 'move.terminate', actor: 'operator:admin' }]);

    const audits = await moveAudits('xsub');
    expect(audits).toHaveLength(1);
    expect(audits[0]?.detail).toMatchObject({
      merchant: 'demo',
      before: 'xmid',
      after: 'xother',
      reason: 'restructure',
    });
    expect((audits[0]?.detail.terminatedContracts as number[]).length).toBe(2);
  });

  it('changes nothing when moving to the current upline, and moves to and from the top level', async () => {
    const before = await snapshot();
    expect(moved(await move('xsub', 'xother'))).toMatchObject({ moved: false, terminatedContracts: [] });
    expect(await snapshot()).toEqual(before);

    expect(moved(await move('xsub', null))).toMatchObject({ moved: true, upline: null, previousUpline: 'xother' });
    expect((await page('size=100')).items.map((m) => m.username)).toContain('xsub');
    expect(moved(await move('xsub', 'xother'))).toMatchObject({ moved: true, upline: 'xother', previousUpline: null });
    expect(await treeDrift()).toEqual([{ n: 0 }]);
  });

  it('refuses cycles, non-agents, trials, other brands and unknown names, changing nothing', async () => {
    const before = await snapshot();
    expectError(await move('xother', 'xsub'), 400, 'agent.move.cycle');
    expectError(await move('xother', 'xother'), 400, 'agent.move.cycle');
    expectError(await move('xtop', 'xmid'), 400, 'agent.move.cycle');
    expectError(await move('xleaf', 'xplayer'), 400, 'agent.move.upline');
    expectError(await move('xleaf', 'xgrand'), 400, 'agent.move.upline');
    expectError(await move('xleaf', 'xtrial'), 400, 'agent.move.upline');
    expectError(await move('xleaf', 'yagent'), 400, 'agent.move.upline');
    expectError(await move('xleaf', 'nobody'), 400, 'agent.move.upline');
    expectError(await move('nobody', 'xtop'), 404, 'member.not.found');
    expectError(await move('yagent', 'xtop'), 404, 'member.not.found');
    expectError(await move('xtrial', 'xtop'), 400, 'trial.forbidden');
    expectError(await move('xleaf', 'xtop', admin, ''), 400, 'request_param_err');
    expectError(await move('xleaf', 'xtop', admin, '   '), 400, 'request_param_err');
    expect(await snapshot()).toEqual(before);
  });

  it('ends 20 concurrent identical moves with one move, one audit row and a consistent tree', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => move('xleaf', 'xtop')));
    const values = results.map(moved);
    expect(values.filter((v) => v.moved)).toHaveLength(1);
    expect(values.every((v) => v.upline === 'xtop')).toBe(true);
    expect(await moveAudits('xleaf')).toHaveLength(1);
    expect(await treeDrift()).toEqual([{ n: 0 }]);
    const top = (await page('size=100')).items.find((m) => m.username === 'xtop');
    expect(top).toMatchObject({ directCount: 2, teamCount: 2 });
  });

  it('refuses strangers and operators without the operator role', async () => {
    const cashier = await operatorToken(server, 'treecashier', 'cashier');
    const before = await snapshot();
    expect((await browse('', cashier)).statusCode).toBe(403);
    expect((await move('xleaf', 'xmid', cashier)).statusCode).toBe(403);
    const stranger = await call(server, { method: 'GET', url: '/admin/api/agent-tree/demo' });
    expect(stranger.statusCode).toBe(401);
    const strangerMove = await call(server, {
      method: 'POST',
      url: '/admin/api/agent-tree/demo/move',
      payload: { username: 'xleaf', upline: 'xmid', reason: 'x' },
    });
    expect(strangerMove.statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
