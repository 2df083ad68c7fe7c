// Player content calls: the demo content in six languages, language fallback (asked -> brand
// default -> English, unknown language = fallback), schedules, ordering, popup audiences, banner
// groups, the help centre, VIP levels, and the jackpot pool figure read from the ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Announcements, Banner, HelpItem, Jackpot, VipLevels } from '../../src/shared/api/content';
import { BANNER_GROUPS } from '../../src/shared/content-rules';
import { LANGUAGES } from '../../src/shared/i18n/languages';
import { DEMO_JACKPOT_MINOR } from '../../src/server/modules/content/demo-content';
import { fundJackpotFromHouse } from '../../src/server/modules/content/jackpot';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, DEMO_PLAYER, tokenOf } from './auth-client';
import { bannerInput, contentAdmin, noticeInput, texts } from './content-support';
import { ledgerViolations, query } from './wallet-support';

const skip = await skipReason();
const HOUR = 3_600_000;

describe.skipIf(skip)('content for players', () => {
  let server: TestServer;
  let admin: string;
  const clock = { now: Date.UTC(2026, 10, 23, 6, 0, 0) };
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock.now });
    admin = await server.operatorToken();
  });
  afterAll(() => server?.close());

  const get = async <T>(url: string, headers: Record<string, string> = {}, token?: string) => {
    const res = await call(server, { method: 'GET', url, headers, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ success: boolean; value: T }>().value;
  };
  const announcements = (query = '', headers: Record<string, string> = {}, token?: string) =>
    get<Announcements>(`/wps/relay/MCSFE_getListAnnouncements?platform=W${query}`, headers, token);

  it('serves the demo content in each of the six languages', async () => {
    const titles = new Set<string>();
    for (const language of LANGUAGES) {
      const value = await announcements('', { language: language.toUpperCase() });
      expect(value.player.length).toBeGreaterThanOrEqual(3);
      expect(value.promotion.length).toBeGreaterThanOrEqual(1);
      expect(value.headline.length).toBeGreaterThanOrEqual(1);
      expect(value.popup.map((p) => p.execution)).toEqual(['B']);
      expect(new Set(value.banners.map((b) => b.groupName))).toEqual(new Set(BANNER_GROUPS));
      titles.add(value.player[0]?.title ?? '');
      const help = await get<HelpItem[]>(`/wps/system/helpCenter?lang=${language}&device=WEB`);
      expect(help.map((h) => h.tag)).toEqual(expect.arrayContaining(['about', 'agent', 'term']));
      const vip = await get<VipLevels>(`/wps/system/vipLevels?language=${language}`);
      expect(vip.levels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    }
    // A real translation per language, not one text six times.
    expect(titles.size).toBe(6);
  });

  it('gives every demo banner a headline and a call to action in each language, leading to a page of the site', async () => {
    const actions = new Set<string>();
    for (const language of LANGUAGES) {
      const { banners } = await announcements('&types=B', { language: language.toUpperCase() });
      expect(banners.length).toBeGreaterThanOrEqual(BANNER_GROUPS.length);
      for (const banner of banners) {
        expect(banner.title, `${language} ${banner.groupName}`).not.toBe('');
        expect(banner.action, `${language} ${banner.groupName}`).not.toBe('');
        expect(banner.linkageType).toBe('ROUTE');
        expect(banner.linkageTarget).toMatch(/^\/[A-Za-z]/);
      }
      actions.add(banners.find((b) => b.groupName === 'w_home')?.action ?? '');
    }
    expect(actions.size).toBe(6);
  });

  it("stores a banner's call to action as plain text", async () => {
    const created = await contentAdmin(
      server,
      admin,
      'POST',
      'banners',
      bannerInput({
        groupName: 'w_pvp',
        linkageType: 'ROUTE',
        linkageTarget: '/pvp',
        translations: texts({
          en: ['Cards night', '<b>Join</b> <script>x()</script>the table', '/img/banners/t-2.svg'],
        }),
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const { banners } = await announcements('&types=B&groupName=w_pvp', { language: 'EN' });
    expect(banners.find((b) => b.title === 'Cards night')?.action).toBe('Join the table');
  });

  it('gives banners a fixed intrinsic size and serves the generated artwork at that size', async () => {
    const { banners } = await announcements('&types=B&groupName=w_home');
    expect(banners.length).toBe(3);
    expect(banners.every((b) => b.groupName === 'w_home')).toBe(true);
    const first = banners[0] as Banner;
    expect({ width: first.width, height: first.height }).toEqual({ width: 1920, height: 480 });
    expect(first.linkageType).toBe('ROUTE');
    const svg = await server.inject(first.url);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('width="1920" height="480"');
    expect((await server.inject('/img/banners/..%2Fsecret.svg')).statusCode).toBe(404);
    const register = await announcements('&types=B&groupName=w_register');
    expect(register.banners).toHaveLength(1);
  });

  it('falls back to the brand default language, then English; an unknown language is the fallback', async () => {
    // Demo brand default is ty. An item written only in en and vi:
    const created = await contentAdmin(
      server,
      admin,
      'POST',
      'notices',
      noticeInput({
        sort: -100,
        translations: texts({ en: ['Only English', '<p>en</p>'], vi: ['Chỉ tiếng Việt', '<p>vi</p>'] }),
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ value: { id: number } }>().value.id;
    const titleIn = async (headers: Record<string, string>, query = '') =>
      (await announcements(`&types=PL${query}`, headers)).player.find((n) => n.id === id)?.title;
    expect(await titleIn({ language: 'VI' })).toBe('Chỉ tiếng Việt');
    expect(await titleIn({ language: 'TH' })).toBe('Only English');
    expect(await titleIn({ language: 'XX' })).toBe('Only English');
    expect(await titleIn({}, '&language=klingon')).toBe('Only English');
    // Written in the brand default (ty) only: every language gets the ty text.
    const ty = await contentAdmin(
      server,
      admin,
      'POST',
      'notices',
      noticeInput({
        sort: -90,
        translations: texts({ ty: ['Tagalog lamang', '<p>ty</p>'] }),
      }),
    );
    const tyId = ty.json<{ value: { id: number } }>().value.id;
    const list = (await announcements('&types=PL', { language: 'CN' })).player;
    expect(list.find((n) => n.id === tyId)?.title).toBe('Tagalog lamang');
    // Ordered by sort: the two new ones (sort -100, -90) come first.
    expect(list.slice(0, 2).map((n) => n.id)).toEqual([id, tyId]);
    // The help call reads lang (the original's parameter) before the header.
    const help = await get<HelpItem[]>('/wps/system/helpCenter?lang=cn', { language: 'EN' });
    expect(help.find((h) => h.tag === 'about')?.title).toBe('关于我们');
  });

  it('shows only content inside its schedule and enabled', async () => {
    const make = async (title: string, startTime: number | null, endTime: number | null, enabled = true) => {
      const res = await contentAdmin(
        server,
        admin,
        'POST',
        'notices',
        noticeInput({
          startTime,
          endTime,
          enabled,
          translations: texts({ en: [title, '<p>x</p>'] }),
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    await make('expired', clock.now - 2 * HOUR, clock.now - HOUR);
    await make('future', clock.now + HOUR, null);
    await make('current', clock.now - HOUR, clock.now + HOUR);
    await make('disabled', null, null, false);
    const titles = async () => (await announcements('&types=PL', { language: 'EN' })).player.map((n) => n.title);
    expect(await titles()).toContain('current');
    expect(await titles()).not.toContain('expired');
    expect(await titles()).not.toContain('future');
    expect(await titles()).not.toContain('disabled');
    const current = (await announcements('&types=PL', { language: 'EN' })).player.find((n) => n.title === 'current');
    expect(current?.timestamp).toBe(clock.now - HOUR);
    expect(current?.endTime).toBe(clock.now + HOUR);
    clock.now += 2 * HOUR;
    expect(await titles()).toContain('future');
    expect(await titles()).not.toContain('current');
    clock.now -= 2 * HOUR;
  });

  it('shows visitor popups to visitors and member popups to members', async () => {
    const visitor = await announcements('&types=PU', { language: 'EN' });
    expect(visitor.popup.map((p) => p.title)).toEqual(['New here?']);
    expect(visitor.player).toEqual([]);
    expect(visitor.banners).toEqual([]);
    const token = await tokenOf(server, DEMO_PLAYER);
    const member = await announcements('&types=PU', { language: 'EN' }, token);
    expect(member.popup.map((p) => p.title)).toEqual(['Daily rebate']);
    // A dead token is a visitor, not an error.
    const dead = await announcements('&types=PU', { language: 'EN' }, 'not-a-token');
    expect(dead.popup.map((p) => p.title)).toEqual(['New here?']);
  });

  it('orders banners as the operator says', async () => {
    const ids: number[] = [];
    for (const title of ['one', 'two', 'three']) {
      const res = await contentAdmin(
        server,
        admin,
        'POST',
        'banners',
        bannerInput({ groupName: 'w_fish', translations: texts({ en: [title, '', '/img/banners/x-1.svg'] }) }),
      );
      ids.push(res.json<{ value: { id: number } }>().value.id);
    }
    const fishIds = async () =>
      (await announcements('&types=B&groupName=w_fish', { language: 'EN' })).banners.map((b) => b.bannerId);
    const demoFish = (await fishIds()).filter((id) => !ids.includes(id));
    const order = [ids[2], ids[0], ...demoFish, ids[1]] as number[];
    const res = await contentAdmin(server, admin, 'PUT', 'banners/order', { ids: order });
    expect(res.statusCode, res.body).toBe(200);
    expect(await fishIds()).toEqual(order);
  });

  it('lists VIP levels with their benefits as money numbers', async () => {
    const { levels } = await get<VipLevels>('/wps/system/vipLevels', { language: 'EN' });
    expect(levels[4]).toMatchObject({
      level: 5,
      name: 'VIP 5',
      imageUrl: '/img/vip/level-5.svg',
      benefits: { depositRequirement: 50000, turnoverRequirement: 800000, rebatePercent: '0.70', dailyWithdrawals: 10 },
    });
    expect((await server.inject('/img/vip/level-5.svg')).body).toContain('width="160" height="160"');
  });

  it('shows the jackpot pool the ledger keeps, and follows it', async () => {
    const first = await get<Jackpot>('/wps/relay/VIS_getJackpot');
    expect(first.amount).toBe(Number(DEMO_JACKPOT_MINOR) / 100);
    expect(first.readAt).toBe(clock.now);
    const ledger = async () =>
      (
        await query<{ total: string }>(
          server.database.db,
          sql`select sum(balance)::text as total from ledger_accounts where kind = 'jackpot_pool'`,
        )
      )[0]?.total;
    expect(await ledger()).toBe(DEMO_JACKPOT_MINOR.toString());
    // Money moved in by a ledger transaction shows at once; a replayed key moves nothing.
    const [brand] = await query<{ id: number; currency: string }>(
      server.database.db,
      sql`select id, currency from brands where merchant_code = 'demo'`,
    );
    const demo = { id: brand?.id ?? 0, currency: brand?.currency ?? 'PHP' };
    await fundJackpotFromHouse(server.database.db, demo, 12_345n, 'test:jackpot:1', 'test');
    await fundJackpotFromHouse(server.database.db, demo, 12_345n, 'test:jackpot:1', 'test');
    const second = await get<Jackpot>('/wps/relay/VIS_getJackpot');
    expect(second.amount).toBe((Number(DEMO_JACKPOT_MINOR) + 12_345) / 100);
    expect(await ledger()).toBe((DEMO_JACKPOT_MINOR + 12_345n).toString());
    expect(await ledgerViolations(server.database.db)).toEqual([]);
  });
});
