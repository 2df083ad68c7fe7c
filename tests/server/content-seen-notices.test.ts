// The News popup's seen state for members (ours): PUT /wps/announcements/seen records the
// headline and popup notices a member was shown, and the announcements call flags them `seen`
// for that member on any session, until the operator changes the notice. Visitors and trial
// accounts get no flags and cannot record any.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Announcements, Notice } from '../../src/shared/api/content';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, createMember, DEMO_PLAYER, tokenOf, trialToken } from './auth-client';
import { contentAdmin, noticeInput, texts } from './content-support';
import { query } from './wallet-support';

const skip = await skipReason();
const SECOND = { username: 'seennotices2', password: 'Seen-notices-2026' };

describe.skipIf(skip)('seen News popup notices', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.operatorToken();
    await createMember(server, SECOND);
  });
  afterAll(() => server?.close());

  /** The News popup's notices (headline then popup) as the reader with this token gets them. */
  const news = async (token?: string): Promise<Notice[]> => {
    const res = await call(server, {
      method: 'GET',
      url: '/wps/relay/MCSFE_getListAnnouncements?types=PL,PU,H&platform=W',
      headers: { language: 'EN' },
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json<{ value: Announcements }>().value;
    // Marquee notices never carry the flag: they are not part of the News popup.
    expect(value.player.every((notice) => notice.seen === undefined)).toBe(true);
    return [...value.headline, ...value.popup];
  };
  const seenOf = async (token?: string) =>
    Object.fromEntries((await news(token)).map((notice) => [notice.id, notice.seen]));
  const markSeen = (token: string | undefined, ids: unknown) =>
    call(server, { method: 'PUT', url: '/wps/announcements/seen', payload: { ids }, token });
  const seenRows = async () =>
    (await query<{ n: number }>(server.database.db, sql`select count(*)::int as n from member_seen_notices`))[0]?.n;
  const createNotice = async (type: 'PU' | 'H' | 'PL', title: string) => {
    const res = await contentAdmin(
      server,
      admin,
      'POST',
      'notices',
      noticeInput({ type, execution: type === 'PU' ? 'A' : 'B', translations: texts({ en: [title, '<p>x</p>'] }) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ value: { id: number } }>().value.id;
  };

  it('remembers per member and per notice, across sessions, until the operator changes the notice', async () => {
    const first = await tokenOf(server, DEMO_PLAYER);
    const shown = await news(first);
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(shown.every((notice) => notice.seen === false)).toBe(true);
    const ids = shown.map((notice) => notice.id);
    const res = await markSeen(first, ids);
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.values(await seenOf(first))).toEqual(ids.map(() => true));

    // Another device or a later sign-in (a new session) still knows them.
    const again = await tokenOf(server, DEMO_PLAYER);
    expect(Object.values(await seenOf(again))).toEqual(ids.map(() => true));
    // Another member has seen none of them.
    const other = await tokenOf(server, SECOND);
    expect(Object.values(await seenOf(other))).toEqual(ids.map(() => false));

    // A new notice is unseen while the others stay seen.
    const fresh = await createNotice('PU', 'Fresh popup');
    const afterNew = await seenOf(again);
    expect(afterNew[fresh]).toBe(false);
    expect(ids.map((id) => afterNew[id])).toEqual(ids.map(() => true));

    // The operator rewrites one: it is new again for the member, the rest stay seen.
    const changed = ids[0] as number;
    const edit = await contentAdmin(
      server,
      admin,
      'PUT',
      `notices/${changed}`,
      noticeInput({
        type: shown[0]?.type,
        execution: shown[0]?.execution,
        translations: texts({ en: ['Rewritten headline', '<p>new</p>'] }),
      }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const afterEdit = await seenOf(again);
    expect(afterEdit[changed]).toBe(false);
    expect(ids.slice(1).map((id) => afterEdit[id])).toEqual(ids.slice(1).map(() => true));
    // Seeing the new version records it.
    expect((await markSeen(again, [changed, changed])).statusCode).toBe(200);
    expect((await seenOf(again))[changed]).toBe(true);
  });

  it('refuses ids outside the News popup and records nothing', async () => {
    const token = await tokenOf(server, SECOND);
    const marquee = await createNotice('PL', 'Marquee only');
    const popup = (await news(token))[0]?.id as number;
    const before = await seenRows();
    for (const ids of [
      [popup, marquee],
      [popup, 999_999],
    ]) {
      const res = await markSeen(token, ids);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    for (const ids of [[], ['x'], [0], 'all'])
      expect((await markSeen(token, ids)).statusCode, JSON.stringify(ids)).toBe(400);
    expect(await seenRows()).toBe(before);
    expect((await seenOf(token))[popup]).toBe(false);
  });

  it('treats visitors and trial accounts as visitors: no flags, nothing recorded', async () => {
    const visitor = await news();
    expect(visitor.length).toBeGreaterThan(0);
    expect(visitor.every((notice) => notice.seen === undefined)).toBe(true);
    const ids = visitor.map((notice) => notice.id);
    const before = await seenRows();
    expect((await markSeen(undefined, ids)).statusCode).toBe(401);

    const trial = await trialToken(server);
    const shown = await news(trial);
    expect(shown.every((notice) => notice.seen === undefined)).toBe(true);
    const res = await markSeen(
      trial,
      shown.map((notice) => notice.id),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'trial.forbidden' });
    expect(await seenRows()).toBe(before);
  });
});
