// The status call's fast path: the brand part of the body is serialised and deflated once and
// each answer puts its visitor's head in front. These tests pin that the bytes are what the
// schema would give, that gzip frames decode and check out, that nothing visitor-specific is
// shared, and that brand changes and key rotation show up at once. Plus the encoding choice and
// that the other (large) answers and static assets are still compressed.
import { brotliDecompressSync, createGunzip, gunzipSync } from 'node:zlib';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { decryptCsPath } from '../../src/shared/crypto/des';
import type { Envelope } from '../../src/shared/api/envelope';
import type { SystemStatus } from '../../src/shared/api/system';
import { brands } from '../../src/server/db/schema';
import { PrecompressedTail, gzipWithTail, preferredEncoding } from '../../src/server/lib/compress-sync';
import { systemStatus } from '../../src/server/modules/system/service';
import { ASSET_PATH, ASSET_BODY } from '../fixtures/server-web';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';

const skip = await skipReason();
const PH_IP = '112.198.0.1';
const SG_IP = '101.100.160.1';

/** The decoded body of an answer, whatever its content-encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString('utf8');
}

/** The status value with customer-service paths decrypted (their keys change every second). */
function comparable(status: SystemStatus): unknown {
  return {
    ...status,
    info: {
      ...status.info,
      customerService: status.info.customerService.map((entry) => ({ ...entry, path: decryptCsPath(entry.path) })),
    },
  };
}

describe('gzipWithTail', () => {
  const check = (head: Buffer, tailBytes: Buffer) => {
    const gz = gzipWithTail(head, new PrecompressedTail(tailBytes));
    // gunzip verifies the CRC-32 and the length in the trailer.
    expect(gunzipSync(gz).equals(Buffer.concat([head, tailBytes]))).toBe(true);
    return gz;
  };

  it('is a valid gzip of head + tail for small, empty, multi-byte and very large heads', async () => {
    const tail = Buffer.from(`,"info":${JSON.stringify({ name: 'PlayHub ภาษาไทย 中文', list: 'x'.repeat(5000) })}}}`);
    check(Buffer.from('{"success":true,"value":{"status":0'), tail);
    check(Buffer.alloc(0), tail);
    check(Buffer.from('{"ip":"ü"'), Buffer.alloc(0));
    // Longer than one stored block (65,535 bytes).
    const big = Buffer.from('0123456789abcdef'.repeat(9000));
    const gz = check(big, tail);
    // A streaming decoder (what browsers run) reads it the same.
    expect(await text(Readable.from([gz]).pipe(createGunzip()))).toBe(big.toString() + tail.toString());
  });

  it('deflates the tail once and reuses it', () => {
    const tail = new PrecompressedTail(Buffer.from('y'.repeat(4000)));
    expect(tail.deflate).toBe(tail.deflate);
    expect(tail.deflate.length).toBeLessThan(100);
  });
});

describe('preferredEncoding', () => {
  it('prefers gzip, then br, honours q=0 and *, else identity', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('gzip');
    expect(preferredEncoding('br, gzip')).toBe('gzip');
    expect(preferredEncoding('BR')).toBe('br');
    expect(preferredEncoding('br;q=1.0, gzip;q=0')).toBe('br');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0, *')).toBe('br');
    expect(preferredEncoding('gzip;q=0.0, br;q=0, *')).toBeNull();
    expect(preferredEncoding('deflate, identity')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    // The remembered answer belongs to its header only.
    expect(preferredEncoding('br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br')).toBe('br');
  });
});

describe.skipIf(skip)('status answer bytes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: 'on' } });
  });
  afterAll(() => server?.close());

  const status = (ip: string, acceptEncoding?: string) =>
    server.inject({
      url: '/wps/system/status',
      headers: { 'x-forwarded-for': ip, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('is exactly the schema serialisation of the status value, plain, gzip and br alike', async () => {
    const brand = server.app.brands.defaultBrand;
    if (!brand) throw new Error('no default brand');
    for (const acceptEncoding of [undefined, 'gzip, deflate, br', 'br']) {
      const res = await status(PH_IP, acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-encoding']).toBe(acceptEncoding?.split(',')[0]);
      const body = decoded(res);
      // No whitespace, envelope first: the bytes a schema serialiser writes.
      expect(body.startsWith('{"success":true,"value":{"status":0,"maintenance":false,')).toBe(true);
      const parsed = JSON.parse(body) as Envelope<SystemStatus>;
      expect(Object.keys(parsed)).toEqual(['success', 'value']);
      expect(JSON.stringify(parsed)).toBe(body);
      expect(comparable(parsed.value)).toEqual(comparable(systemStatus(brand, PH_IP)));
      expect(parsed.value.location).toEqual({ ip: PH_IP, country: 'PH' });
    }
  });

  it('never shares one visitor’s location with another', async () => {
    const seen: [string, string][] = [];
    for (const ip of [PH_IP, SG_IP, '127.0.0.1', PH_IP, '2001:db8::1', SG_IP]) {
      for (const encoding of [undefined, 'gzip']) {
        const body = JSON.parse(decoded(await status(ip, encoding))) as Envelope<SystemStatus>;
        seen.push([body.value.location.ip, body.value.location.country]);
      }
    }
    expect(seen).toEqual(
      [
        [PH_IP, 'PH'],
        [SG_IP, 'SG'],
        ['127.0.0.1', ''],
        [PH_IP, 'PH'],
        ['2001:db8::1', ''],
        [SG_IP, 'SG'],
      ].flatMap((pair) => [pair, pair]),
    );
  });

  it('shows a brand change at once and new customer-service keys within a second', async () => {
    const nameOf = async (encoding?: string) =>
      (JSON.parse(decoded(await status(PH_IP, encoding))) as Envelope<SystemStatus>).value.info.brand.name;
    expect(await nameOf('gzip')).toBe('PlayHub');
    try {
      await server.database.db
        .update(brands)
        .set({ name: 'Renamed Hub', updatedAt: new Date() })
        .where(eq(brands.merchantCode, 'demo'));
      await server.app.brands.invalidate();
      expect(await nameOf('gzip')).toBe('Renamed Hub');
      expect(await nameOf()).toBe('Renamed Hub');
    } finally {
      await server.database.db
        .update(brands)
        .set({ name: 'PlayHub', updatedAt: new Date() })
        .where(eq(brands.merchantCode, 'demo'));
      await server.app.brands.invalidate();
    }

    const paths = async (encoding?: string) =>
      (JSON.parse(decoded(await status(PH_IP, encoding))) as Envelope<SystemStatus>).value.info.customerService.map(
        (entry) => entry.path,
      );
    const before = await paths('gzip');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = await paths('gzip');
    expect(after).not.toEqual(before);
    expect(after.map(decryptCsPath)).toEqual(before.map(decryptCsPath));
    expect(await paths()).toEqual(after);
  });

  it('still compresses the other large start-up answers and static assets, not small ones', async () => {
    const whitelabel = await server.inject({
      url: '/wps/system/whitelabel',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(whitelabel.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(whitelabel))).toMatchObject({ success: true });
    expect(whitelabel.rawPayload.length).toBeLessThan(Buffer.byteLength(decoded(whitelabel)) / 2);

    const asset = await server.inject({ url: ASSET_PATH, headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(decoded(asset)).toBe(ASSET_BODY);

    const small = await server.inject({ url: '/wps/system/domainRoute', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
