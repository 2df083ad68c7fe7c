// The agent centre's tree side (issue 18): who may call it (agents only; ids outside the caller's
// subtree answer 404 agent.not.downline: siblings, uplines, other brands, guessed ids), register
// account (rules, a burst of one name), registration links and codes in registration and the
// affiliate check (domains too), the team list and detail, agent-only announcements, and the
// transfers down and up the tree under bursts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/lib/passwords';
import { members } from '../../src/server/db/schema';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, encryptedCall, tokenOf, trialToken } from './auth-client';
import { ledgerViolations, mainBalance, query } from './wallet-support';

const skip = await skipReason();
const PASSWORD = 'Member-pass-1';

describe.skipIf(skip)('agent tree', () => {
  let server: TestServer;
  let admin: string;
  let demoBrand: number;
  let otherBrand: number;
  let passwordHash: string;
  // top (1) -> me (2) -> { child (0), sub (1) -> grand (0) }; top -> sibling (41) -> nephew (0).
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  let ip = 0;

  const make = async (username: string, type: number, upline: string | null, brandId = demoBrand) => {
    const [row] = await server.database.db
      .insert(members)
      .values({
        brandId,
        username,
        passwordHash,
        type,
        uplineId: upline === null ? null : (ids[upline] ?? null),
        affiliateCode: [1, 2, 41, 42].includes(type) ? `AC${username.toUpperCase()}` : null,
      })
      .returning({ id: members.id });
    ids[username] = row?.id ?? 0;
    return ids[username];
  };
  const get = (token: string, url: string) => call(server, { method: 'GET', url, token });
  const adjust = (username: string, amount: string) =>
    call(server, {
      method: 'POST',
      url: `/admin/api/brands/demo/members/${username}/adjustments`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { direction: 'credit', amount, reason: 'test funds', requestId: `fund-${username}-${amount}` },
    });
  const registerDownline = (token: string, payload: Record<string, unknown>, from = `10.31.0.${(++ip % 250) + 1}`) =>
    encryptedCall(server, { method: 'POST', url: '/wps/agent/accounts', token, payload, ip: from });
  const siteRegister = (body: Record<string, unknown>) =>
    encryptedCall(server, {
      method: 'PUT',
      url: '/wps/member/register',
      ip: `10.32.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`,
      payload: {
        password: 'Secret-pass-1',
        confirmPassword: 'Secret-pass-1',
        ageConfirmed: true,
        login: true,
        registerMethod: 'WEB',
        ...body,
      },
    });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.operatorToken();
    passwordHash = await hashPassword(PASSWORD);
    const db = server.database.db;
    demoBrand = (await query<{ id: number }>(db, sql`select id from brands where merchant_code = 'demo'`))[0]?.id ?? 0;
    await db.execute(sql`insert into brands (merchant_code, name) values ('otherbrand', 'Other brand')`);
    otherBrand =
      (await query<{ id: number }>(db, sql`select id from brands where merchant_code = 'otherbrand'`))[0]?.id ?? 0;
    await make('ttop', 1, null);
    await make('tme', 2, 'ttop');
    await make('tchild', 0, 'tme');
    await make('tsub', 1, 'tme');
    await make('tgrand', 0, 'tsub');
    await make('tsibling', 41, 'ttop');
    await make('tnephew', 0, 'tsibling');
    await make('tloner', 0, null);
    await make('foreignagent', 1, null, otherBrand);
    await make('foreign', 0, 'foreignagent', otherBrand);
    for (const name of ['ttop', 'tme', 'tsub', 'tsibling'])
      tokens[name] = await tokenOf(server, { username: name, password: PASSWORD }, { loginPath: 'agent' });
    for (const name of ['tchild', 'tloner'])
      tokens[name] = await tokenOf(server, { username: name, password: PASSWORD });
    // Ten accounts with argon2 and a fresh database: slow on a busy two-core machine.
  }, 180_000);
  afterAll(() => server?.close());

  it('answers 403 agent.only to players and trial accounts on every tree call', async () => {
    const trial = await trialToken(server, '10.33.0.1');
    for (const token of [tokens.tchild ?? '', trial]) {
      const calls = [
        get(token, '/wps/agent/announcements'),
        get(token, '/wps/agent/links'),
        call(server, { method: 'POST', url: '/wps/agent/links', token, payload: { accountType: 'member' } }),
        call(server, { method: 'DELETE', url: '/wps/agent/links/1', token }),
        get(token, '/wps/agent/team/members'),
        get(token, `/wps/agent/team/members/${ids.tchild}`),
        registerDownline(token, { username: 'nope1', password: 'Secret-pass-1', accountType: 'member' }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: 'agent.only' });
      }
    }
    const none = await get('', '/wps/agent/team/members');
    expect(none.statusCode).toBe(401);
    expect(await query(server.database.db, sql`select 1 from members where username = 'nope1'`)).toHaveLength(0);
  });

  it('answers 404 agent.not.downline for the upline, a sibling, its team, another brand and guessed ids', async () => {
    const me = tokens.tme ?? '';
    const outside = [ids.ttop, ids.tsibling, ids.tnephew, ids.tloner, ids.foreign, ids.foreignagent, 2_000_000_000];
    for (const id of outside) {
      for (const url of [`/wps/agent/team/members/${id}`, `/wps/agent/team/members?parentId=${id}`]) {
        const res = await get(me, url);
        expect(res.statusCode, `${url} ${res.body}`).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'agent.not.downline' });
      }
    }
    // Myself is no "downline member", though a list may start at me.
    expect((await get(me, `/wps/agent/team/members/${ids.tme}`)).statusCode).toBe(404);
    expect((await get(me, `/wps/agent/team/members?parentId=${ids.tme}`)).statusCode).toBe(200);
    // A search never leaves the subtree: the sibling's nephew is not found by name.
    const search = await get(me, '/wps/agent/team/members?username=tn');
    expect(search.json()).toMatchObject({ value: { items: [], total: 0 } });
    // Bad ids are refused by the schema, not looked up.
    expect((await get(me, '/wps/agent/team/members/abc')).statusCode).toBe(400);
    expect((await get(me, '/wps/agent/team/members/0')).statusCode).toBe(400);
  });

  it('lists one level with counts and balances, searches the subtree, pages, and shows the breadcrumb', async () => {
    const me = tokens.tme ?? '';
    const level = (await get(me, '/wps/agent/team/members')).json<{
      value: { items: Record<string, unknown>[]; total: number; breadcrumb: unknown[] };
    }>().value;
    expect(level.total).toBe(2);
    expect(level.breadcrumb).toEqual([{ id: ids.tme, username: 'tme' }]);
    expect(level.items.map((m) => m.username).sort()).toEqual(['tchild', 'tsub']);
    expect(level.items.find((m) => m.username === 'tsub')).toMatchObject({
      isAgent: true,
      depth: 1,
      parentUsername: 'tme',
      directCount: 1,
      teamCount: 1,
      balance: 0,
      disabled: false,
    });
    const down = (await get(me, `/wps/agent/team/members?parentId=${ids.tsub}`)).json<{
      value: { items: Record<string, unknown>[]; breadcrumb: unknown[] };
    }>().value;
    expect(down.items).toMatchObject([{ username: 'tgrand', depth: 2, parentUsername: 'tsub', isAgent: false }]);
    expect(down.breadcrumb).toEqual([
      { id: ids.tme, username: 'tme' },
      { id: ids.tsub, username: 'tsub' },
    ]);
    const found = (await get(me, '/wps/agent/team/members?username=TG')).json<{
      value: { items: { username: string }[] };
    }>();
    expect(found.value.items.map((m) => m.username)).toEqual(['tgrand']);
    // LIKE wildcards are literal: "%" matches nobody.
    expect((await get(me, '/wps/agent/team/members?username=%25')).json()).toMatchObject({ value: { total: 0 } });
    const agentsOnly = (await get(me, '/wps/agent/team/members?accountType=agent')).json<{
      value: { items: { username: string }[] };
    }>();
    expect(agentsOnly.value.items.map((m) => m.username)).toEqual(['tsub']);
    const paged = (await get(me, '/wps/agent/team/members?size=1&page=2')).json<{
      value: { items: unknown[]; total: number; page: number };
    }>();
    expect(paged.value).toMatchObject({ total: 2, page: 2 });
    expect(paged.value.items).toHaveLength(1);
  });

  it('shows a member with its month figures from the bets and its contracts', async () => {
    const db = server.database.db;
    await db.execute(sql`insert into bet_records (brand_id, member_id, game_type, vendor_code, game_code, round_ref, bet_ref, currency, stake, valid_turnover, payout, placed_at, settled_at)
      values (${demoBrand}, ${ids.tgrand}, 'SLOT', 'HOUSE', 'g1', 'r1', 'tree-b1', 'PHP', 1000, 1000, 0, now(), now()),
             (${demoBrand}, ${ids.tgrand}, 'SLOT', 'HOUSE', 'g1', 'r2', 'tree-b2', 'PHP', 500, 500, 1500, now(), now()),
             (${demoBrand}, ${ids.tgrand}, 'SLOT', 'HOUSE', 'g1', 'r3', 'tree-b3', 'PHP', 700, 700, 0, now() - interval '70 days', now() - interval '70 days')`);
    await db.execute(sql`insert into agent_contracts (brand_id, kind, parent_id, child_id, version, status, terms, offered_by)
      values (${demoBrand}, 'realtime', ${ids.tme}, ${ids.tsub}, 1, 'approved', '{"winRateBp":10,"lossRateBp":20}', 'member:1')`);
    const grand = await get(tokens.tme ?? '', `/wps/agent/team/members/${ids.tgrand}`);
    expect(grand.statusCode, grand.body).toBe(200);
    expect(grand.json()).toMatchObject({
      value: {
        username: 'tgrand',
        depth: 2,
        monthStake: 15,
        monthProfitLoss: 0,
        monthDeposits: 0,
        monthWithdrawals: 0,
        contracts: [],
      },
    });
    const sub = await get(tokens.tme ?? '', `/wps/agent/team/members/${ids.tsub}`);
    expect(sub.json()).toMatchObject({
      value: {
        contracts: [
          { kind: 'realtime', parentUsername: 'tme', status: 'approved', terms: { winRateBp: 10, lossRateBp: 20 } },
        ],
      },
    });
    // The sub-agent's own view of its child works; its upline's child does not.
    expect((await get(tokens.tsibling ?? '', `/wps/agent/team/members/${ids.tgrand}`)).statusCode).toBe(404);
  });

  it('registers a member and a sub-agent under the caller with the site rules and answers', async () => {
    const me = tokens.tme ?? '';
    const member = await registerDownline(me, {
      username: 'treenew1',
      password: 'Secret-pass-1',
      accountType: 'member',
    });
    expect(member.statusCode, member.body).toBe(200);
    expect(member.json()).toMatchObject({ success: true, value: { username: 'treenew1', type: 0 } });
    const agent = await registerDownline(me, {
      username: 'treenewagent',
      password: 'Secret-pass-1',
      accountType: 'agent',
    });
    expect(agent.json()).toMatchObject({ value: { type: 1 } });
    const rows = await query<{ username: string; upline_id: number; affiliate_code: string | null; depth: number }>(
      server.database.db,
      sql`select m.username, m.upline_id, m.affiliate_code, t.depth from members m
          join member_tree t on t.member_id = m.id and t.ancestor_id = ${ids.ttop}
          where m.username in ('treenew1', 'treenewagent') order by m.username`,
    );
    expect(rows).toEqual([
      { username: 'treenew1', upline_id: ids.tme, affiliate_code: null, depth: 2 },
      {
        username: 'treenewagent',
        upline_id: ids.tme,
        affiliate_code: rows[1]?.affiliate_code,
        depth: 2,
      },
    ]);
    expect(rows[1]?.affiliate_code).toMatch(/^[A-Z2-9]{8}$/);
    // The new account logs in with its password.
    await tokenOf(server, { username: 'treenew1', password: 'Secret-pass-1' });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ username: 'treenew1', password: 'Secret-pass-1', accountType: 'member' }, 409, 'username.exists'],
      [{ username: 'TREENEW1', password: 'Secret-pass-1', accountType: 'member' }, 409, 'username.exists'],
      [{ username: '9lives', password: 'Secret-pass-1', accountType: 'member' }, 400, 'request_param_err'],
      [{ username: 'treenew2', password: 'short', accountType: 'member' }, 400, 'request_param_err'],
      [{ username: 'treenew2', password: 'password123', accountType: 'member' }, 400, 'password.weak'],
      [{ username: 'treenew2', password: 'Secret-pass-1', accountType: 'boss' }, 400, 'request_param_err'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await registerDownline(me, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ code });
    }
    expect(await query(server.database.db, sql`select 1 from members where username = 'treenew2'`)).toHaveLength(0);
  });

  it('opens exactly one account when the same registration arrives 100 times at once', async () => {
    const me = tokens.tme ?? '';
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        registerDownline(
          me,
          { username: 'treeburst', password: 'Secret-pass-1', accountType: 'member' },
          `10.34.0.${(i % 250) + 1}`,
        ),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    for (const res of results.filter((r) => r.statusCode === 409))
      expect(res.json()).toMatchObject({ code: 'username.exists' });
    expect(
      await query(server.database.db, sql`select 1 from members where lower(username) = 'treeburst'`),
    ).toHaveLength(1);
  });

  it('manages registration links and registers players through links and codes under the agent', async () => {
    const me = tokens.tme ?? '';
    const memberLink = (
      await call(server, { method: 'POST', url: '/wps/agent/links', token: me, payload: { accountType: 'member' } })
    ).json<{
      value: { id: number; code: string; url: string; registrations: number };
    }>().value;
    expect(memberLink.code).toMatch(/^[A-Z2-9]{10}$/);
    expect(memberLink.url).toMatch(new RegExp(`/register\\?affiliateCode=${memberLink.code}$`));
    const agentLink = (
      await call(server, { method: 'POST', url: '/wps/agent/links', token: me, payload: { accountType: 'agent' } })
    ).json<{
      value: { id: number; code: string };
    }>().value;
    const listed = (await get(me, '/wps/agent/links')).json<{
      value: { affiliateCode: string; links: { id: number }[] };
    }>().value;
    expect(listed.affiliateCode).toBe('ACTME');
    expect(listed.links.map((l) => l.id)).toEqual([agentLink.id, memberLink.id]);

    const check = (code: string, domain?: string) =>
      get(
        '',
        `/wps/agent/affiliate?code=${encodeURIComponent(code)}${domain === undefined ? '' : `&domain=${domain}`}`,
      );
    const domain =
      (
        await query<{ main_domain: string }>(
          server.database.db,
          sql`select main_domain from brands where id = ${demoBrand}`,
        )
      )[0]?.main_domain ?? '';
    const hostname = domain.replace(/:\d+$/, '');
    expect((await check(memberLink.code, hostname)).json()).toEqual({ success: true, value: null });
    expect((await check(memberLink.code.toLowerCase())).statusCode).toBe(200);
    expect((await check('ACTME', `m.${hostname}`)).statusCode).toBe(200);
    for (const [code, dom] of [
      ['NOSUCHCODE', hostname],
      [memberLink.code, 'evil.example'],
      ['ACFOREIGNAGENT', hostname],
      ['', hostname],
    ] as const) {
      const res = await check(code, dom);
      expect(res.statusCode, `${code} ${dom}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'affiliate.invalid' });
    }

    const viaLink = await siteRegister({ username: 'treeviamember', affiliateCode: memberLink.code, domain: hostname });
    expect(viaLink.statusCode, viaLink.body).toBe(200);
    const viaAgentLink = await siteRegister({ username: 'treeviaagent', affiliateCode: agentLink.code });
    expect(viaAgentLink.statusCode, viaAgentLink.body).toBe(200);
    const viaCode = await siteRegister({ username: 'treeviacode', affiliateCode: 'actme' });
    expect(viaCode.statusCode, viaCode.body).toBe(200);
    const badDomain = await siteRegister({
      username: 'treeviabad',
      affiliateCode: memberLink.code,
      domain: 'evil.example',
    });
    expect(badDomain.json()).toMatchObject({ code: 'affiliate.invalid' });
    const created = await query<{ username: string; type: number; upline_id: number; has_code: boolean }>(
      server.database.db,
      sql`select username, type, upline_id, affiliate_code is not null as has_code from members
          where username like 'treevia%' order by username`,
    );
    expect(created).toEqual([
      { username: 'treeviaagent', type: 1, upline_id: ids.tme, has_code: true },
      { username: 'treeviacode', type: 0, upline_id: ids.tme, has_code: false },
      { username: 'treeviamember', type: 0, upline_id: ids.tme, has_code: false },
    ]);
    const counts = (await get(me, '/wps/agent/links')).json<{
      value: { links: { id: number; registrations: number }[] };
    }>().value.links;
    expect(counts.map((l) => l.registrations)).toEqual([1, 1]);

    // Another agent cannot disable my link; I can, and then it registers nobody.
    const foreignDelete = await call(server, {
      method: 'DELETE',
      url: `/wps/agent/links/${memberLink.id}`,
      token: tokens.tsibling ?? '',
    });
    expect(foreignDelete.statusCode).toBe(404);
    expect(foreignDelete.json()).toMatchObject({ code: 'agent.not.downline' });
    const disabled = await call(server, { method: 'DELETE', url: `/wps/agent/links/${memberLink.id}`, token: me });
    expect(disabled.json()).toMatchObject({ value: { disabled: true } });
    expect((await check(memberLink.code)).json()).toMatchObject({ code: 'affiliate.invalid' });
    const late = await siteRegister({ username: 'treevialate', affiliateCode: memberLink.code });
    expect(late.json()).toMatchObject({ code: 'affiliate.invalid' });
    expect(await query(server.database.db, sql`select 1 from members where username = 'treevialate'`)).toHaveLength(0);
    // A player's own code (none) or a bad account type is refused.
    const bad = await call(server, {
      method: 'POST',
      url: '/wps/agent/links',
      token: me,
      payload: { accountType: 'boss' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('gives an agent without a code one when it first opens its links', async () => {
    await server.database.db.execute(sql`update members set affiliate_code = null where id = ${ids.tsibling}`);
    const first = (await get(tokens.tsibling ?? '', '/wps/agent/links')).json<{ value: { affiliateCode: string } }>()
      .value;
    expect(first.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    const again = (await get(tokens.tsibling ?? '', '/wps/agent/links')).json<{ value: { affiliateCode: string } }>()
      .value;
    expect(again.affiliateCode).toBe(first.affiliateCode);
  });

  it('reads agent-only notices in the reader language, never in the site announcements', async () => {
    const publish = await call(server, {
      method: 'POST',
      url: '/admin/api/content/demo/notices',
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        enabled: true,
        sort: 0,
        startTime: null,
        endTime: null,
        type: 'AG',
        execution: 'A',
        promotionType: '',
        translations: {
          en: { title: 'New wage tiers', content: '<p>From Monday</p>', imageUrl: '' },
          cn: { title: '新的工资等级', content: '<p>从周一开始</p>', imageUrl: '' },
        },
      },
    });
    expect(publish.statusCode, publish.body).toBe(200);
    const en = await call(server, {
      method: 'GET',
      url: '/wps/agent/announcements',
      token: tokens.tme ?? '',
      headers: { language: 'en' },
    });
    expect(en.json()).toMatchObject({ value: [{ title: 'New wage tiers', content: '<p>From Monday</p>' }] });
    const cn = await call(server, {
      method: 'GET',
      url: '/wps/agent/announcements',
      token: tokens.tme ?? '',
      headers: { language: 'cn' },
    });
    expect(cn.json()).toMatchObject({ value: [{ title: '新的工资等级' }] });
    const site = await call(server, {
      method: 'GET',
      url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H',
      token: tokens.tme ?? '',
    });
    expect(site.body).not.toContain('New wage tiers');
  });

  it('moves money only to a direct child and the direct upline, never below zero, once per request', async () => {
    const db = server.database.db;
    expect((await adjust('tme', '50')).statusCode).toBe(200);
    const me = tokens.tme ?? '';
    const down = (username: string, amount: string, requestId: string, token = me) =>
      call(server, {
        method: 'POST',
        url: '/wps/agent/transfer/downline',
        token,
        payload: { username, amount, requestId },
      });
    // Not a direct child: the grandchild, the upline, the sibling, another brand's member, myself, nobody.
    for (const target of ['tgrand', 'ttop', 'tsibling', 'tnephew', 'foreign', 'tme', 'nobody-at-all']) {
      const res = await down(target, '1', `x-${target}`);
      expect(res.statusCode, target).toBe(403);
      expect(res.json()).toMatchObject({ code: 'transfer.not.allowed' });
    }
    // 100 different requests of 1.00 each from a balance of 50.00: exactly 50 go through.
    const burst = await Promise.all(Array.from({ length: 100 }, (_, i) => down('tchild', '1', `burst-${i}`)));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(50);
    for (const res of burst.filter((r) => r.statusCode !== 200))
      expect(res.json()).toMatchObject({ code: 'balance.insufficient' });
    expect(await mainBalance(db, ids.tme ?? 0)).toBe(0n);
    expect(await mainBalance(db, ids.tchild ?? 0)).toBe(5000n);
    // The child pays back 100 times with one request id: one transaction.
    const up = () =>
      call(server, {
        method: 'POST',
        url: '/wps/member/transfer/upline',
        token: tokens.tchild ?? '',
        payload: { amount: '7', requestId: 'up-same' },
      });
    const same = await Promise.all(Array.from({ length: 100 }, up));
    expect(same.every((r) => r.statusCode === 200)).toBe(true);
    expect(await mainBalance(db, ids.tme ?? 0)).toBe(700n);
    expect(await mainBalance(db, ids.tchild ?? 0)).toBe(4300n);
    const ups = await query(
      db,
      sql`select 1 from ledger_transactions where idempotency_key = ${`agent_transfer:m${ids.tchild}:up-same`}`,
    );
    expect(ups).toHaveLength(1);
    // The upline of a member is its direct parent only: the top agent gets nothing from tchild.
    expect(await mainBalance(db, ids.ttop ?? 0)).toBe(0n);
    // A member with no upline has nowhere to send; a player cannot send down.
    const loner = await call(server, {
      method: 'POST',
      url: '/wps/member/transfer/upline',
      token: tokens.tloner ?? '',
      payload: { amount: '1', requestId: 'l' },
    });
    expect(loner.json()).toMatchObject({ code: 'transfer.not.allowed' });
    const playerDown = await down('tgrand', '1', 'p', tokens.tchild ?? '');
    expect(playerDown.json()).toMatchObject({ code: 'transfer.not.allowed' });
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
