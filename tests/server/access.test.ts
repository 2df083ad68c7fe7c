// Maintenance and region blocks, switched through the operator API: what the status call
// reports and how other platform calls are refused, effective without a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemStatus } from '../../src/shared/api/system';
import type { Envelope } from '../../src/shared/api/envelope';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';

const skip = await skipReason();
const PH_IP = '112.198.0.1';
const SG_IP = '101.100.160.1';

describe.skipIf(skip)('maintenance and region restriction', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({
      env: { TRUST_PROXY: 'on' },
      configure: (app) => app.get('/wps/test/ping', () => ({ success: true, value: 'pong' })),
    });
    token = await server.operatorToken();
  });
  afterAll(() => server?.close());

  const put = (path: string, payload: unknown) =>
    server.inject({
      method: 'PUT',
      url: `/admin/api/brands/demo/${path}`,
      headers: { authorization: `Bearer ${token}` },
      payload: payload as object,
    });
  const status = async (ip: string) =>
    (await server.inject({ url: '/wps/system/status', headers: { 'x-forwarded-for': ip } })).json<
      Envelope<SystemStatus>
    >().value;
  const ping = (ip: string) => server.inject({ url: '/wps/test/ping', headers: { 'x-forwarded-for': ip } });

  it('maintenance on: status 1 with the end time, other calls 503 with {endTime}, start-up calls and health stay open', async () => {
    const res = await put('maintenance', { enabled: true, endTime: '2026-12-01T10:00:00Z' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      value: { maintenance: true, maintenanceEndTime: '2026-12-01T10:00:00.000Z' },
    });

    const value = await status(PH_IP);
    expect(value).toMatchObject({
      status: 1,
      maintenance: true,
      maintenanceEndTime: Date.parse('2026-12-01T10:00:00Z'),
    });
    const refused = await ping(PH_IP);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'maintenance',
      value: { endTime: Date.parse('2026-12-01T10:00:00Z') },
    });
    for (const path of [
      '/wps/system/whitelabel',
      '/wps/system/setting/register',
      '/wps/system/domainRoute',
      '/healthz',
    ]) {
      expect((await server.inject(path)).statusCode, path).toBe(200);
    }
    // Even unknown platform paths are refused while the brand is closed.
    expect((await server.inject('/wps/member/info')).statusCode).toBe(503);
  });

  it('maintenance wins over a region block', async () => {
    expect((await put('region', { blockedCountries: ['PH'], allowedIps: [] })).statusCode).toBe(200);
    const value = await status(PH_IP);
    expect(value.status).toBe(1);
    expect(value.regionRestriction).toBe(true);
  });

  it('maintenance off: the region block shows as status 2 and other calls answer 403 region.restricted', async () => {
    const off = await put('maintenance', { enabled: false });
    expect(off.json()).toMatchObject({ value: { maintenance: false, maintenanceEndTime: null } });
    expect(await status(PH_IP)).toMatchObject({
      status: 2,
      regionRestriction: true,
      location: { ip: PH_IP, country: 'PH' },
    });
    const refused = await ping(PH_IP);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'region.restricted', value: { ip: PH_IP, country: 'PH' } });
    expect(await status(SG_IP)).toMatchObject({ status: 0, regionRestriction: false });
    expect((await ping(SG_IP)).statusCode).toBe(200);
  });

  it('an allow-listed IP or range passes the country block (IPv4, CIDR and ::ffff: mapped)', async () => {
    await put('region', { blockedCountries: ['PH', 'SG'], allowedIps: ['112.198.0.0/16', '2001:db8::/32'] });
    expect(await status(PH_IP)).toMatchObject({ status: 0, regionRestriction: false });
    expect(await status(`::ffff:${PH_IP}`)).toMatchObject({ status: 0, location: { ip: PH_IP } });
    expect(await status('49.145.0.1')).toMatchObject({ status: 2 });
    expect(await status(SG_IP)).toMatchObject({ status: 2 });
    await put('region', { blockedCountries: ['SG'], allowedIps: [SG_IP] });
    expect(await status(SG_IP)).toMatchObject({ status: 0 });
  });

  it('loopback and private addresses have no country and are never region-blocked', async () => {
    await put('region', { blockedCountries: ['PH', 'US'], allowedIps: [] });
    expect(await status('10.1.2.3')).toMatchObject({ status: 0, location: { ip: '10.1.2.3', country: '' } });
    expect(await status('2001:4860:4860::8888')).toMatchObject({ status: 2, location: { country: 'US' } });
  });

  it('bad region or maintenance input answers 400 and changes nothing', async () => {
    const before = (
      await server.inject({ url: '/admin/api/brands/demo', headers: { authorization: `Bearer ${token}` } })
    ).json<Envelope<unknown>>().value;
    for (const [path, payload] of [
      ['region', { blockedCountries: ['XX'], allowedIps: [] }],
      ['region', { blockedCountries: ['PH'], allowedIps: ['1.2.3.4/33'] }],
      ['region', { blockedCountries: ['PH'], allowedIps: ['not-an-ip'] }],
      ['region', { blockedCountries: 'PH', allowedIps: [] }],
      ['maintenance', { enabled: true, endTime: 'tomorrow' }],
      ['maintenance', { enabled: 'yes' }],
      ['maintenance', { enabled: true, extra: 1 }],
    ] as const) {
      const res = await put(path, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'request_param_err' });
    }
    const after = (
      await server.inject({ url: '/admin/api/brands/demo', headers: { authorization: `Bearer ${token}` } })
    ).json<Envelope<unknown>>().value;
    expect(after).toEqual(before);
  });

  it('an unknown brand answers 404', async () => {
    const res = await server.inject({
      method: 'PUT',
      url: '/admin/api/brands/nope/maintenance',
      headers: { authorization: `Bearer ${token}` },
      payload: { enabled: true },
    });
    expect(res.statusCode).toBe(404);
  });
});
