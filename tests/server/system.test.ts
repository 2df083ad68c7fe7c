// The start-up configuration calls: status, whitelabel, register settings, domain routes,
// and how the platform headers pick the brand, language and module.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../src/shared/countries';
import { decryptCsPath } from '../../src/shared/crypto/des';
import {
  REGISTER_FIELDS,
  WHITELABEL_FLAGS,
  flattenWhitelabel,
  type SystemStatus,
  type WhitelabelNode,
} from '../../src/shared/api/system';
import type { Envelope } from '../../src/shared/api/envelope';
import { eventually, skipReason, startTestServer, type TestServer } from '../fixtures/server';

const skip = await skipReason();

describe.skipIf(skip)('system start-up calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { TRUST_PROXY: 'on' },
      // A probe route inside the platform API that echoes the resolved request context.
      configure: (app) =>
        app.get('/wps/test/context', (request) => ({ ...request.ctx, brand: request.ctx?.brand.merchantCode })),
    });
  });
  afterAll(() => server?.close());

  const status = async (headers: Record<string, string> = {}) => {
    const res = await server.inject({ url: '/wps/system/status', headers });
    return { res, body: res.json<Envelope<SystemStatus>>() };
  };

  it('answers a normal status with the brand, location and full info for the default brand', async () => {
    const { res, body } = await status();
    expect(res.statusCode).toBe(200);
    expect(body.success).toBe(true);
    expect(body.value).toMatchObject({
      status: 0,
      maintenance: false,
      maintenanceEndTime: null,
      regionRestriction: false,
    });
    expect(body.value.location).toEqual({ ip: '127.0.0.1', country: '' });
    expect(body.value.info.brand).toMatchObject({
      merchantCode: 'demo',
      name: 'PlayHub',
      currencySymbol: 'P',
      lotteryType: 'SEA',
      platform: 'web',
      device: 'WEB',
      defaultLanguage: 'ty',
      minimumAge: 21,
      timeZone: 'Asia/Manila',
    });
    expect(body.value.info.imageCDNs).toEqual(['http://localhost:8080']);
    expect(body.value.info.launchGameCDNs).toEqual(['http://localhost:8080']);
    expect(body.value.info.domainRoute).toEqual([{ domain: 'localhost:8080', speed: 0 }]);
    expect(body.value.info.analytics).toEqual({ gtagId: '' });
    // No app links to files nobody published: /down lists what DOWNLOADS_DIR holds (downloads.test.ts).
    expect(body.value.info.resources.map((r) => r.resourceType)).toEqual(['FACEBOOK', 'TELEGRAM', 'WHATSAPP']);
  });

  it('lists the social logins the brand has configured (client id and secret), never the secrets', async () => {
    expect((await status()).body.value.info.socialProviders).toEqual([]);
    const social = {
      facebook: { clientId: 'fb-app', clientSecret: 'fb-secret-value' },
      google: { clientId: 'g-client', clientSecret: '' },
    };
    await server.database.db.execute(
      sql`update brands set auth_settings = auth_settings || ${JSON.stringify({ social })}::jsonb, updated_at = now() where merchant_code = 'demo'`,
    );
    try {
      await eventually(async () => expect((await status()).body.value.info.socialProviders).toEqual(['facebook']));
      expect((await status()).res.body).not.toContain('fb-secret-value');
    } finally {
      await server.database.db.execute(
        sql`update brands set auth_settings = auth_settings - 'social', updated_at = now() where merchant_code = 'demo'`,
      );
    }
    await eventually(async () => expect((await status()).body.value.info.socialProviders).toEqual([]));
  });

  it('lists the countries with their dialing codes without a token, cacheable', async () => {
    const res = await server.inject({ url: '/wps/system/country' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const body = res.json<Envelope<{ countryCode: string; countryDialingCode: string }[]>>();
    expect(body).toEqual({ success: true, value: [...COUNTRIES] });
    expect(body.value[0]).toEqual({ countryCode: 'PH', countryDialingCode: '63' });
    for (const entry of body.value) {
      expect(entry.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(entry.countryDialingCode).toMatch(/^\d{1,4}$/);
    }
  });

  it('locates the visitor from X-Forwarded-For when TRUST_PROXY is on', async () => {
    const { body } = await status({ 'x-forwarded-for': '112.198.0.1' });
    expect(body.value.location).toEqual({ ip: '112.198.0.1', country: 'PH' });
  });

  it('serves customer-service paths encrypted with an 8-character key that decrypt to the stored URLs', async () => {
    const { body } = await status();
    const entries = body.value.info.customerService;
    // The demo brand's contact channels; no live chat (it does not exist yet), so no help-page anchor.
    expect(entries.map((e) => e.csType)).toEqual(['email', 'phone', 'telegram', 'whatsapp', 'viber']);
    for (const entry of entries) expect(entry.path).not.toMatch(/mailto|https|viber/);
    expect(entries.map((e) => decryptCsPath(e.path))).toEqual([
      'mailto:support@playhub.example',
      'tel:+63281234567',
      'https://t.me/PlayHubSupport',
      'https://wa.me/639171234567',
      'viber://chat?number=%2B639171234567',
    ]);
  });

  it('whitelabel tree holds every client flag and endpoint module, all on except the sensible ones', async () => {
    const res = await server.inject('/wps/system/whitelabel');
    const tree = res.json<Envelope<WhitelabelNode[]>>().value;
    const flags = flattenWhitelabel(tree);
    for (const flag of WHITELABEL_FLAGS) expect(flags).toHaveProperty(flag);
    for (const mod of [
      'COMM3',
      'REG3',
      'PASS3',
      'AFFMAN3',
      'CAPTCHA3',
      'PROFPIC3',
      'VERIFICATION3',
      'FUNDTRANS3',
      'GAMELO3',
      'GAMELOHOT3',
      'GAMELOFAV3',
      'GAMELOREC3',
      'FEEDBACK3',
      'INBOX3',
      'PTSYS3',
      'MEMTRANS3',
    ]) {
      expect(flags[mod], mod).toBe(true);
    }
    expect(flags.LOTTMINIGAME3).toBe(false);
    expect(flags.SEALOTTMINIGAME3).toBe(false);
    expect(flags.REGMOBVERF3).toBe(false);
    expect(flags.USERNAMEREG3).toBe(true);
    expect(tree.every((root) => root.childrenNodes.length > 0)).toBe(true);
  });

  it('register settings cover every field with the documented rules', async () => {
    const res = await server.inject('/wps/system/setting/register');
    const rules = res.json<
      Envelope<
        Record<
          string,
          {
            enabled: boolean;
            required: boolean;
            acceptedPattern: string;
            patternId: number;
            minLength: number;
            maxLength: number;
          }
        >
      >
    >().value;
    expect(Object.keys(rules).sort()).toEqual([...REGISTER_FIELDS].sort());
    expect(rules.username).toMatchObject({ enabled: true, required: true, patternId: 1, minLength: 2, maxLength: 15 });
    expect(new RegExp(rules.username!.acceptedPattern).test('a123')).toBe(true);
    expect(new RegExp(rules.username!.acceptedPattern).test('1abc')).toBe(false);
    expect(rules.password).toMatchObject({ enabled: true, required: true, patternId: 5, minLength: 8, maxLength: 64 });
    expect(new RegExp(rules.password!.acceptedPattern).test('abcdefgh')).toBe(false);
    expect(new RegExp(rules.password!.acceptedPattern).test('abcd1234')).toBe(true);
    expect(rules.mobileNum).toMatchObject({ enabled: true, patternId: 6, minLength: 7, maxLength: 15 });
    expect(rules.email).toMatchObject({ enabled: true, required: false, patternId: 3 });
    expect(rules.qqNum).toMatchObject({ enabled: false, acceptedPattern: '*' });
  });

  it('domainRoute lists the public host', async () => {
    const res = await server.inject('/wps/system/domainRoute');
    expect(res.json()).toEqual({ success: true, value: [{ domain: 'localhost:8080', speed: 0 }] });
  });

  describe('headers', () => {
    it('an unknown merchant answers 400 merchant.not.found', async () => {
      const { res, body } = await status({ merchant: 'nope' });
      expect(res.statusCode).toBe(400);
      expect(body).toMatchObject({ success: false, code: 'merchant.not.found' });
    });

    it('the named merchant is served', async () => {
      const { body } = await status({ merchant: 'demo' });
      expect(body.value.info.brand.merchantCode).toBe('demo');
    });

    it('two Merchant headers answer 400 function.not.available', async () => {
      const res = await server.inject({ url: '/wps/system/status', headers: { merchant: ['demo', 'demo'] } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'function.not.available' });
    });

    it('a ModuleId naming a switched-off module answers 400 function.not.available', async () => {
      const off = await server.inject({ url: '/wps/system/setting/register', headers: { moduleid: 'REGMOBVERF3' } });
      expect(off.statusCode).toBe(400);
      expect(off.json()).toMatchObject({ code: 'function.not.available' });
      const on = await server.inject({ url: '/wps/system/setting/register', headers: { moduleid: 'REG3' } });
      expect(on.statusCode).toBe(200);
    });

    it('Language falls back to the brand default; Device and the raw Authorization token are kept', async () => {
      const context = async (headers: Record<string, string>) =>
        (await server.inject({ url: '/wps/test/context', headers })).json<Record<string, string>>();
      expect((await context({ language: 'EN' })).language).toBe('en');
      expect((await context({ language: 'XX' })).language).toBe('ty');
      expect((await context({})).language).toBe('ty');
      expect(await context({ device: 'web', authorization: 'abc123' })).toMatchObject({
        device: 'web',
        token: 'abc123',
        brand: 'demo',
      });
    });
  });
});
