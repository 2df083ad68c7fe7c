// The operator content API: create, replace, enable, schedule, order and delete each kind with
// role checks and an audit row per write; refused input (unknown language, end before start,
// bad links, no translation) stores nothing; HTML is sanitised on write (scripts, event
// handlers, javascript: URLs, svg payloads) before any player sees it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminContentItem, Announcements, HelpItem, VipLevels } from '../../src/shared/api/content';
import { CONTENT_KINDS } from '../../src/shared/api/content';
import { sanitiseHtml, plainText } from '../../src/server/modules/content/sanitise';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call } from './auth-client';
import { contentAdmin, contentCounts, INPUTS, noticeInput, operatorToken, texts, vipInput } from './content-support';
import { query } from './wallet-support';

const skip = await skipReason();

const PAYLOADS = [
  '<script>window.pwned=1</script><p>ok</p>',
  '<img src="/img/x.png" onerror="window.pwned=1">',
  '<a href="javascript:window.pwned=1">link</a>',
  '<a href="JaVaScRiPt&colon;window.pwned=1">link2</a>',
  '<svg onload="window.pwned=1"><script>window.pwned=1</script></svg>',
  '<p style="background:url(javascript:alert(1));width:expression(alert(1))">styled</p>',
  '<iframe src="https://evil.example"></iframe><object data="x"></object>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
];

describe('the content sanitiser', () => {
  it('leaves no script, handler, javascript: URL or svg in any payload', () => {
    for (const payload of PAYLOADS) {
      const clean = sanitiseHtml(payload);
      expect(clean, payload).not.toMatch(
        /<script|<svg|<iframe|<object|<style|<math|onerror|onload|javascript:|expression\(|url\(/i,
      );
    }
    expect(sanitiseHtml('<p><strong>Hi</strong> <a href="/promotions" target="_blank">promo</a></p>')).toBe(
      '<p><strong>Hi</strong> <a href="/promotions" target="_blank" rel="noopener noreferrer">promo</a></p>',
    );
    expect(sanitiseHtml('<p style="color:#f00;text-align:center">x</p>')).toBe(
      '<p style="color:#f00;text-align:center">x</p>',
    );
    expect(plainText('Tom & <b>Jerry</b><script>alert(1)</script>')).toBe('Tom & Jerry');
  });
});

describe.skipIf(skip)('operator content API', () => {
  let server: TestServer;
  let admin: string;
  let operator: string;
  let cashier: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.operatorToken();
    operator = await operatorToken(server, 'editor1', 'operator');
    cashier = await operatorToken(server, 'cashier9', 'cashier');
  });
  afterAll(() => server?.close());

  const auditOf = async (action: string) =>
    query<{ operator: string; detail: Record<string, unknown> }>(
      server.database.db,
      sql`select operator, detail from operator_audit where action = ${action} order by id`,
    );

  it('lets operators and admins manage every kind, audited; cashiers and strangers are refused', async () => {
    for (const kind of CONTENT_KINDS) {
      const before = await contentCounts(server);
      const refused = await contentAdmin(server, cashier, 'POST', kind, INPUTS[kind]());
      expect(refused.statusCode, kind).toBe(403);
      expect((await contentAdmin(server, cashier, 'GET', kind)).statusCode).toBe(403);
      expect((await contentAdmin(server, 'nope', 'POST', kind, INPUTS[kind]())).statusCode).toBe(401);
      expect(await contentCounts(server)).toEqual(before);

      const created = await contentAdmin(server, operator, 'POST', kind, INPUTS[kind]());
      expect(created.statusCode, `${kind}: ${created.body}`).toBe(200);
      const item = created.json<{ value: AdminContentItem }>().value;
      expect(item.kind).toBe(kind);
      const after = await contentCounts(server);
      expect(after.items).toBe(before.items + 1);
      expect(after.audit).toBe(before.audit + 1);

      const translated = await contentAdmin(
        server,
        admin,
        'PUT',
        `${kind}/${item.id}`,
        INPUTS[kind]({
          sort: 5,
          translations: texts({ en: ['English', '<p>en</p>'], th: ['ภาษาไทย', '<p>th</p>'] }),
        }),
      );
      expect(translated.statusCode, translated.body).toBe(200);
      expect(Object.keys(translated.json<{ value: AdminContentItem }>().value.translations).sort()).toEqual([
        'en',
        'th',
      ]);

      const disabled = await contentAdmin(server, operator, 'PUT', `${kind}/${item.id}/enabled`, { enabled: false });
      expect(disabled.json<{ value: AdminContentItem }>().value.enabled).toBe(false);
      const scheduled = await contentAdmin(server, operator, 'PUT', `${kind}/${item.id}/schedule`, {
        startTime: 1_800_000_000_000,
        endTime: 1_900_000_000_000,
      });
      expect(scheduled.json<{ value: AdminContentItem }>().value).toMatchObject({
        startTime: 1_800_000_000_000,
        endTime: 1_900_000_000_000,
      });
      const listed = await contentAdmin(server, operator, 'GET', kind);
      expect(listed.json<{ value: AdminContentItem[] }>().value.some((i) => i.id === item.id)).toBe(true);
      // An id of another kind is not found under this kind.
      const otherKind = kind === 'help' ? 'vip' : 'help';
      expect(
        (await contentAdmin(server, operator, 'PUT', `${otherKind}/${item.id}/enabled`, { enabled: true })).statusCode,
      ).toBe(404);

      expect((await contentAdmin(server, operator, 'DELETE', `${kind}/${item.id}`)).statusCode).toBe(200);
      expect((await contentCounts(server)).items).toBe(before.items);
    }
    const created = await auditOf('content.create');
    expect(created.at(-1)).toMatchObject({ operator: 'editor1', detail: { merchant: 'demo', kind: 'vip' } });
    expect((await auditOf('content.update')).at(-1)).toMatchObject({
      operator: 'admin',
      detail: { languages: ['en', 'th'] },
    });
    for (const action of ['content.enabled', 'content.schedule', 'content.delete'])
      expect((await auditOf(action)).length, action).toBe(CONTENT_KINDS.length);
  });

  it('refuses unknown languages, end before start, bad links and images, no translation: nothing stored', async () => {
    const before = await contentCounts(server);
    const cases: [string, unknown, string][] = [
      ['notices', noticeInput({ translations: texts({ xx: ['x', 'y'] }) }), 'content.language'],
      ['notices', noticeInput({ translations: texts({ EN: ['x', 'y'] }) }), 'content.language'],
      ['notices', noticeInput({ startTime: 2_000, endTime: 1_000 }), 'content.schedule'],
      ['notices', noticeInput({ startTime: 2_000, endTime: 2_000 }), 'content.schedule'],
      ['notices', noticeInput({ translations: {} }), 'content.translation.required'],
      ['banners', INPUTS.banners({ linkageType: 'URL', linkageTarget: 'javascript:alert(1)' }), 'content.url'],
      ['banners', INPUTS.banners({ linkageType: 'ROUTE', linkageTarget: '//evil.example/x' }), 'content.url'],
      ['banners', INPUTS.banners({ translations: texts({ en: ['b', '', 'javascript:alert(1)'] }) }), 'content.url'],
      [
        'banners',
        INPUTS.banners({ translations: texts({ en: ['b', '', 'http://plain.example/x.png'] }) }),
        'content.url',
      ],
      [
        'banners',
        INPUTS.banners({ translations: texts({ en: ['b', '', `/img/content/${'a'.repeat(64)}.png`] }) }),
        'content.url',
      ],
      ['banners', INPUTS.banners({ groupName: 'w_nowhere' }), 'request_param_err'],
      ['vip', vipInput({ benefits: { ...vipInput().benefits, upgradeBonus: '-5' } }), 'amount.invalid'],
      ['help', INPUTS.help({ tag: 'Bad Tag!' }), 'request_param_err'],
    ];
    for (const [kind, payload, code] of cases) {
      const res = await contentAdmin(server, operator, 'POST', kind, payload);
      expect(res.statusCode, `${kind} ${JSON.stringify(payload).slice(0, 120)}`).toBe(400);
      expect(res.json(), res.body).toMatchObject({ success: false, code });
    }
    const existing = (await contentAdmin(server, operator, 'GET', 'notices')).json<{ value: AdminContentItem[] }>()
      .value[0];
    const bad = await contentAdmin(server, operator, 'PUT', `notices/${existing?.id}/schedule`, {
      startTime: 5,
      endTime: 1,
    });
    expect(bad.json()).toMatchObject({ code: 'content.schedule' });
    const badReplace = await contentAdmin(
      server,
      operator,
      'PUT',
      `notices/${existing?.id}`,
      noticeInput({ translations: texts({ zz: ['x', 'y'] }) }),
    );
    expect(badReplace.json()).toMatchObject({ code: 'content.language' });
    expect(await contentCounts(server)).toEqual(before);
    // The untouched item still has its six translations.
    const still = (await contentAdmin(server, operator, 'GET', 'notices')).json<{ value: AdminContentItem[] }>()
      .value[0];
    expect(Object.keys(still?.translations ?? {})).toHaveLength(6);
  });

  it('stores HTML sanitised, so no content type can carry a script to players', async () => {
    const payload = PAYLOADS.join('');
    const evil = texts({ en: [`<img src=x onerror=alert(1)>Title<script>alert(1)</script>`, payload] });
    const ids: Record<string, number> = {};
    for (const kind of CONTENT_KINDS) {
      const res = await contentAdmin(server, operator, 'POST', kind, INPUTS[kind]({ translations: evil, sort: -1000 }));
      expect(res.statusCode, res.body).toBe(200);
      ids[kind] = res.json<{ value: AdminContentItem }>().value.id;
    }
    const stored = await query<{ kind: string; title: string; content: string }>(
      server.database.db,
      sql`select i.kind, t.title, t.content from content_translations t join content_items i on i.id = t.item_id
        where t.item_id in (${sql.join(
          Object.values(ids).map((id) => sql`${id}`),
          sql`, `,
        )})`,
    );
    expect(stored).toHaveLength(4);
    for (const row of stored) {
      expect(row.title).toBe('Title');
      // A banner's content is its call to action's label: plain text, no markup at all.
      if (row.kind === 'banner') expect(row.content).not.toMatch(/[<>]/);
      else expect(row.content).toContain('<p>ok</p>');
      expect(row.content).not.toMatch(/<script|<svg|<iframe|onerror|onload|javascript:|expression\(|url\(/i);
    }
    const everything = JSON.stringify([
      (
        await call(server, { method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements', headers: { language: 'EN' } })
      ).json<{ value: Announcements }>().value,
      (await call(server, { method: 'GET', url: '/wps/system/helpCenter?lang=en' })).json<{ value: HelpItem[] }>()
        .value,
      (await call(server, { method: 'GET', url: '/wps/system/vipLevels?language=en' })).json<{ value: VipLevels }>()
        .value,
    ]);
    expect(everything).toContain('Title');
    expect(everything).not.toMatch(/<script|<svg|onerror|onload|javascript:/i);
  });
});
