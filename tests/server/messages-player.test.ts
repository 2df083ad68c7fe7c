// The member inbox: the unread count behind the header badge, direct and broadcast messages,
// per-member read and deleted state, the schedule, paging and languages; trial accounts are
// refused, and bad ids (unknown, non-numeric, another member's) are refused without a change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, DEMO_PLAYER, tokenOf, trialToken } from './auth-client';
import { memberToken } from './games-support';
import { actionOf, deleteCall, inboxCounts, inboxOf, messagesAdmin, readCall, send, unread } from './messages-support';

const skip = await skipReason();
const HOUR = 3_600_000;

describe.skipIf(skip)('member inbox', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.operatorToken();
  });
  afterAll(() => server?.close());

  it('gives the demo player its two seeded messages in every language', async () => {
    const token = await tokenOf(server, DEMO_PLAYER);
    expect(await unread(server, token)).toBe(2);
    const english = await inboxOf(server, token, '?language=en');
    expect(english.list.map((m) => m.title)).toEqual(['Secure your account', 'Welcome to PlayHub']);
    const chinese = await inboxOf(server, token, '?language=cn');
    expect(chinese.list[1]?.title).toBe('欢迎来到 PlayHub');
    expect(chinese.list[1]?.content).toContain('<strong>奖励中心</strong>');
  });

  it('counts direct messages for their member only and broadcasts for everyone', async () => {
    const a = await memberToken(server, 'inboxa1');
    const b = await memberToken(server, 'inboxb1');
    const before = { a: await unread(server, a.token), b: await unread(server, b.token) };
    await send(server, admin, 'inboxa1');
    expect(await unread(server, a.token)).toBe(before.a + 1);
    expect(await unread(server, b.token)).toBe(before.b);
    await send(server, admin, null);
    expect(await unread(server, a.token)).toBe(before.a + 2);
    expect(await unread(server, b.token)).toBe(before.b + 1);
  });

  it('keeps read state per member: a broadcast one member read stays unread for the others', async () => {
    const a = await memberToken(server, 'inboxa2');
    const b = await memberToken(server, 'inboxb2');
    const id = await send(server, admin, null, { translations: { en: { title: 'News', content: '<p>n</p>' } } });
    const countA = await unread(server, a.token);
    const countB = await unread(server, b.token);

    const first = await readCall(server, a.token, id);
    expect(first.statusCode, first.body).toBe(200);
    expect(actionOf(first)).toEqual({ id, unreadCount: countA - 1 });
    expect(await unread(server, a.token)).toBe(countA - 1);
    expect(await unread(server, b.token)).toBe(countB);
    expect((await inboxOf(server, a.token)).list.find((m) => m.id === id)?.read).toBe(true);
    expect((await inboxOf(server, b.token)).list.find((m) => m.id === id)?.read).toBe(false);

    // Reading again changes nothing.
    const again = await readCall(server, a.token, id);
    expect(actionOf(again).unreadCount).toBe(countA - 1);
  });

  it('deletes for the member only; a deleted message is gone from its list and count', async () => {
    const a = await memberToken(server, 'inboxa3');
    const b = await memberToken(server, 'inboxb3');
    const id = await send(server, admin, null);
    const countA = await unread(server, a.token);
    const res = await deleteCall(server, a.token, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(actionOf(res)).toEqual({ id, unreadCount: countA - 1 });
    expect((await inboxOf(server, a.token)).list.some((m) => m.id === id)).toBe(false);
    expect((await inboxOf(server, b.token)).list.some((m) => m.id === id)).toBe(true);
    // Once deleted it cannot be read or deleted again.
    expect((await readCall(server, a.token, id)).statusCode).toBe(404);
    expect((await deleteCall(server, a.token, id)).statusCode).toBe(404);
  });

  it('shows only messages inside their schedule', async () => {
    const a = await memberToken(server, 'inboxsched');
    const now = Date.now();
    const future = await send(server, admin, 'inboxsched', { startTime: now + HOUR });
    const ended = await send(server, admin, 'inboxsched', { endTime: now - HOUR });
    const live = await send(server, admin, 'inboxsched', { startTime: now - HOUR, endTime: now + HOUR });
    const list = (await inboxOf(server, a.token)).list.map((m) => m.id);
    expect(list).toContain(live);
    expect(list).not.toContain(future);
    expect(list).not.toContain(ended);
    // A message not shown yet cannot be read (and so cannot be counted read in advance).
    expect((await readCall(server, a.token, future)).statusCode).toBe(404);
    const inbox = await inboxOf(server, a.token);
    expect(await unread(server, a.token)).toBe(inbox.list.filter((m) => !m.read).length);
    expect(inbox.list.find((m) => m.id === live)?.createdAt).toBe(now - HOUR);
  });

  it('pages newest first and caps the page size', async () => {
    const a = await memberToken(server, 'inboxpages');
    for (let i = 0; i < 3; i++)
      await send(server, admin, 'inboxpages', { translations: { en: { title: `M${i}`, content: '' } } });
    const page1 = await inboxOf(server, a.token, '?pageNo=1&pageSize=2');
    expect(page1.pageSize).toBe(2);
    expect(page1.totalCount).toBeGreaterThanOrEqual(3);
    expect(page1.totalPages).toBe(Math.ceil(page1.totalCount / 2));
    expect(page1.list.map((m) => m.title)).toEqual(['M2', 'M1']);
    const page2 = await inboxOf(server, a.token, '?pageNo=2&pageSize=2');
    expect(page2.list[0]?.title).toBe('M0');
    expect((await inboxOf(server, a.token, '?pageSize=5000')).pageSize).toBe(50);
    expect((await inboxOf(server, a.token, '?pageSize=0')).pageSize).toBe(1);
  });

  it('answers in the asked language, else the brand default, else English, else the one it has', async () => {
    const a = await memberToken(server, 'inboxlang');
    await send(server, admin, 'inboxlang', {
      translations: { th: { title: 'ไทยเท่านั้น', content: '<p>th</p>' } },
    });
    await send(server, admin, 'inboxlang', {
      translations: { en: { title: 'English', content: '' }, vi: { title: 'Tiếng Việt', content: '' } },
    });
    // The two newest (broadcasts of earlier tests come after them).
    const titles = async (language: string) =>
      (await inboxOf(server, a.token, `?language=${language}`)).list.slice(0, 2).map((m) => m.title);
    expect(await titles('vi')).toEqual(['Tiếng Việt', 'ไทยเท่านั้น']);
    expect(await titles('id')).toEqual(['English', 'ไทยเท่านั้น']);
  });

  it('refuses bad ids and other members’ messages without changing anything', async () => {
    const a = await memberToken(server, 'inboxa4');
    const b = await memberToken(server, 'inboxb4');
    const mine = await send(server, admin, 'inboxa4');
    const before = await inboxCounts(server);

    for (const res of [await readCall(server, b.token, mine), await deleteCall(server, b.token, mine)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<{ code: string }>().code).toBe('not_found');
    }
    for (const unknown of [999_999, '9999999999'])
      for (const res of [await readCall(server, a.token, unknown), await deleteCall(server, a.token, unknown)])
        expect(res.statusCode).toBe(404);
    for (const bad of ['abc', '1.5', '-3', '', 1.5, '0x10'])
      for (const res of [await readCall(server, a.token, bad), await deleteCall(server, a.token, bad)]) {
        expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
        expect(res.json<{ code: string }>().code).toBe('request_param_err');
      }
    const missing = await call(server, {
      method: 'POST',
      url: '/wps/relay/CSP_readMessage',
      token: a.token,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);

    expect(await inboxCounts(server)).toEqual(before);
    expect((await inboxOf(server, a.token)).list.find((m) => m.id === mine)?.read).toBe(false);
  });

  it('refuses trial accounts and visitors on every inbox call', async () => {
    const trial = await trialToken(server);
    const calls = [
      { method: 'GET' as const, url: '/wps/relay/CSP_unreadCount' },
      { method: 'GET' as const, url: '/wps/relay/CSP_getInbox' },
      { method: 'POST' as const, url: '/wps/relay/CSP_readMessage', payload: { id: 1 } },
      { method: 'DELETE' as const, url: '/wps/relay/CSP_deleteMessage?id=1' },
    ];
    const before = await inboxCounts(server);
    for (const options of calls) {
      const asTrial = await call(server, { ...options, token: trial });
      expect(asTrial.statusCode, options.url).toBe(403);
      expect(asTrial.json<{ code: string }>().code).toBe('trial.forbidden');
      const anonymous = await call(server, options);
      expect(anonymous.statusCode, options.url).toBe(401);
    }
    expect(await inboxCounts(server)).toEqual(before);
  });

  it('serves only sanitised HTML', async () => {
    const a = await memberToken(server, 'inboxxss');
    await send(server, admin, 'inboxxss', {
      translations: {
        en: {
          title: 'Hi <script>alert(1)</script><b>there</b>',
          content: '<p onclick="x()">ok</p><script>window.pwned=1</script><a href="javascript:alert(1)">l</a>',
        },
      },
    });
    const [message] = (await inboxOf(server, a.token)).list;
    expect(message?.title).toBe('Hi there');
    expect(message?.content).not.toMatch(/script|onclick|javascript:/i);
    expect(message?.content).toContain('<p>ok</p>');
    // The operator sees what was stored, not what was sent.
    const listed = await messagesAdmin(server, admin, 'GET', '?username=inboxxss');
    expect(JSON.stringify(listed.json())).not.toMatch(/<script|onclick/i);
  });
});
