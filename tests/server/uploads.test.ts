// Image uploads: members store slips and proofs and read back only their own; the type comes from
// the bytes; oversized, mislabelled and non-image bodies are refused and store nothing; operators
// read any upload. Content images are not uploads any more (tests/server/content-images.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, createMember, DEMO_PLAYER, tokenOf } from './auth-client';
import { query } from './wallet-support';

const skip = await skipReason();

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 7)]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(64, 3)]);

describe.skipIf(skip)('uploads', () => {
  let server: TestServer;
  let player: string;
  let other: string;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    player = await tokenOf(server, DEMO_PLAYER);
    await createMember(server, { username: 'uploader2', password: 'Member-pass-1' });
    other = await tokenOf(server, { username: 'uploader2', password: 'Member-pass-1' });
    admin = await server.operatorToken();
  });
  afterAll(() => server?.close());

  const upload = (token: string, body: Buffer, contentType: string, purpose = 'deposit_slip') =>
    call(server, {
      method: 'POST',
      url: `/wps/uploads?purpose=${purpose}`,
      token,
      payload: body,
      headers: { 'content-type': contentType },
    });
  const count = async () =>
    (await query<{ n: number }>(server.database.db, sql`select count(*)::int as n from uploads`))[0]?.n;

  it('stores a PNG and a JPEG and gives each back to its owner only', async () => {
    const png = await upload(player, PNG, 'image/png');
    expect(png.statusCode, png.body).toBe(200);
    const { id, mime, size } = png.json<{ value: { id: number; mime: string; size: number } }>().value;
    expect({ mime, size }).toEqual({ mime: 'image/png', size: PNG.length });
    // The type is read from the bytes: a JPEG sent as image/png is stored as image/jpeg.
    const jpeg = await upload(player, JPEG, 'image/png', 'withdrawal_proof');
    expect(jpeg.json()).toMatchObject({ success: true, value: { mime: 'image/jpeg' } });

    const mine = await call(server, { method: 'GET', url: `/wps/uploads/${id}`, token: player });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    expect((await call(server, { method: 'GET', url: `/wps/uploads/${id}`, token: other })).statusCode).toBe(404);
    expect((await call(server, { method: 'GET', url: `/wps/uploads/${id}` })).statusCode).toBe(401);
    // Slips are never public content (content images are named by their SHA-256, not by an id).
    expect((await call(server, { method: 'GET', url: `/img/content/${id}` })).statusCode).toBe(404);
    const operator = await call(server, {
      method: 'GET',
      url: `/admin/api/uploads/${id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(operator.statusCode).toBe(200);
    expect(operator.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses what is not a small PNG or JPEG and stores nothing', async () => {
    const before = await count();
    const script = await upload(player, Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({ success: false, code: 'upload.type' });
    const json = await upload(player, Buffer.from('{"a":1}'), 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'upload.type' });
    const huge = await upload(player, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'image/png');
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ code: 'upload.too.large' });
    const purpose = await upload(player, PNG, 'image/png', 'content');
    expect(purpose.statusCode).toBe(400);
    expect((await upload('bad-token', PNG, 'image/png')).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it('takes no content images: those are files of the content module (/admin/api/content/:merchant/images)', async () => {
    const before = await count();
    const res = await call(server, {
      method: 'POST',
      url: '/admin/api/uploads?purpose=content&merchant=demo',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'image/jpeg' },
      payload: JPEG,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'request_param_err' });
    const anonymous = await call(server, {
      method: 'POST',
      url: '/admin/api/uploads?purpose=deposit_slip&merchant=demo',
      headers: { 'content-type': 'image/jpeg' },
      payload: JPEG,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await count()).toBe(before);
  });
});
