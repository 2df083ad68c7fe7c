// The operator's start-up configuration: whitelabel module switches, the customer-service
// channels, and the demo brand's registration mode with and without an SMS provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/shared/api/envelope';
import { flattenWhitelabel, type SystemStatus, type WhitelabelNode } from '../../src/shared/api/system';
import { decryptCsPath } from '../../src/shared/crypto/des';
import { demoWhitelabel } from '../../src/server/db/demo-brand';
import { eventually, skipReason, startTestServer, type TestServer } from '../fixtures/server';

const skip = await skipReason();

describe('demo whitelabel', () => {
  it('registers by username on a fresh start without an SMS provider: mobile registration is off', () => {
    const flags = flattenWhitelabel(demoWhitelabel({ smsProvider: false }));
    expect(flags.USERNAMEREG3).toBe(true);
    expect(flags.MOBILENUMREG3).toBe(false);
    expect(flags.REGMOBVERF3).toBe(false);
  });

  it('offers mobile registration where texts reach phones (TWILIO_* set)', () => {
    const flags = flattenWhitelabel(demoWhitelabel({ smsProvider: true }));
    expect(flags.MOBILENUMREG3).toBe(true);
    expect(flags.USERNAMEREG3).toBe(true);
  });
});

describe.skipIf(skip)('operator start-up configuration', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await server.operatorToken();
  });
  afterAll(() => server?.close());

  const put = (path: string, payload: unknown) =>
    server.inject({
      method: 'PUT',
      url: `/admin/api/brands/demo/${path}`,
      headers: { authorization: `Bearer ${token}` },
      payload: payload as Record<string, unknown>,
    });
  const flags = async () =>
    flattenWhitelabel((await server.inject('/wps/system/whitelabel')).json<Envelope<WhitelabelNode[]>>().value);

  it('switches one module, audited, and the site sees it', async () => {
    const off = await put('modules', { modId: 'FREEPLAY3', enabled: false });
    expect(off.statusCode).toBe(200);
    await eventually(async () => expect((await flags()).FREEPLAY3).toBe(false));
    expect((await flags()).USERNAMEREG3).toBe(true);
    await put('modules', { modId: 'FREEPLAY3', enabled: true });
    await eventually(async () => expect((await flags()).FREEPLAY3).toBe(true));
  });

  it('refuses an unknown module and a caller without a token', async () => {
    const unknown = await put('modules', { modId: 'NOPE3', enabled: true });
    expect(unknown.statusCode).toBe(400);
    const anonymous = await server.inject({
      method: 'PUT',
      url: '/admin/api/brands/demo/modules',
      payload: { modId: 'FREEPLAY3', enabled: false },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('replaces the contact channels; the site serves them encrypted', async () => {
    const channels = [
      { csType: 'email', csPosition: '1', url: 'mailto:help@brand.example' },
      { csType: 'telegram', csPosition: '2', url: 'https://t.me/BrandHelp' },
    ];
    const res = await put('customer-service', { channels });
    expect(res.statusCode).toBe(200);
    await eventually(async () => {
      const status = (await server.inject('/wps/system/status')).json<Envelope<SystemStatus>>().value;
      expect(status.info.customerService.map((entry) => decryptCsPath(entry.path))).toEqual([
        'mailto:help@brand.example',
        'https://t.me/BrandHelp',
      ]);
    });
  });

  it('refuses a channel whose URL does not fit its type, and keeps the stored list', async () => {
    const before = await server.inject({
      url: '/admin/api/brands/demo/customer-service',
      headers: { authorization: `Bearer ${token}` },
    });
    const res = await put('customer-service', {
      channels: [
        { csType: 'email', csPosition: '1', url: 'https://not-a-mailbox.example' },
        { csType: 'pigeon', csPosition: '2', url: 'https://example.com' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/channels\[0\].*mailto:.*channels\[1\].*Unknown csType/);
    const after = await server.inject({
      url: '/admin/api/brands/demo/customer-service',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.json()).toEqual(before.json());
  });
});
