// Content images: operators upload PNG, JPG or WebP (type and size read from the bytes, at most
// CONTENT_IMAGE_MAX_BYTES), stored once as DATA_DIR files named by their SHA-256, served publicly
// with a one-year immutable cache; anything else is refused and nothing is stored.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContentItem, Announcements, ContentImage } from '../../src/shared/api/content';
import { CONTENT_IMAGE_MAX_BYTES } from '../../src/shared/content-rules';
import { imageInfo } from '../../src/server/modules/content/images';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call } from './auth-client';
import { bannerInput, contentAdmin, contentCounts, operatorToken, texts } from './content-support';

const skip = await skipReason();

/** A real w x h PNG (one colour). */
function png(width: number, height: number, extra = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height, 0x7f);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    ...(extra > 0 ? [chunk('tEXt', Buffer.alloc(extra, 0x41))] : []),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/** A JPEG header with a 640x360 baseline frame. */
const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.from('ffc0001108016802800301220002110103110100', 'hex'),
  Buffer.alloc(32, 1),
  Buffer.from('ffd9', 'hex'),
]);
/** A lossless WebP header of 300x200. */
function webp(): Buffer {
  const body = Buffer.alloc(30);
  body.write('RIFF', 0, 'latin1');
  body.writeUInt32LE(22, 4);
  body.write('WEBPVP8L', 8, 'latin1');
  body.writeUInt32LE(10, 16);
  body[20] = 0x2f;
  body.writeUInt32LE((300 - 1) | ((200 - 1) << 14), 21);
  return body;
}

describe('content image sniffing', () => {
  it('reads type and size from the bytes', () => {
    expect(imageInfo(png(3, 2))).toEqual({ mime: 'image/png', width: 3, height: 2 });
    expect(imageInfo(JPEG)).toEqual({ mime: 'image/jpeg', width: 640, height: 360 });
    expect(imageInfo(webp())).toEqual({ mime: 'image/webp', width: 300, height: 200 });
    expect(imageInfo(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBeNull();
    expect(imageInfo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBeNull();
  });
});

describe.skipIf(skip)('content images', () => {
  let server: TestServer;
  let operator: string;
  let cashier: string;
  const dir = mkdtempSync(join(tmpdir(), 'playhub-content-images-'));
  beforeAll(async () => {
    server = await startTestServer({ env: { CONTENT_IMAGES_DIR: dir } });
    operator = await operatorToken(server, 'imager', 'operator');
    cashier = await operatorToken(server, 'cashier7', 'cashier');
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = (body: Buffer, contentType: string, token = operator) =>
    server.inject({
      method: 'POST',
      url: '/admin/api/content/demo/images',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload: body,
    });
  const files = () => readdirSync(dir).filter((name) => !name.startsWith('.'));

  it('stores PNG, JPG and WebP once under their SHA-256 and serves them publicly and immutably', async () => {
    const image = png(1920, 480);
    const first = await upload(image, 'image/png');
    expect(first.statusCode, first.body).toBe(200);
    const stored = first.json<{ value: ContentImage }>().value;
    expect(stored).toMatchObject({ mime: 'image/png', width: 1920, height: 480, size: image.length });
    expect(stored.url).toBe(`/img/content/${stored.sha256}.png`);
    // The same bytes (even labelled otherwise) are the same file.
    const again = await upload(image, 'application/octet-stream');
    expect(again.json<{ value: ContentImage }>().value.url).toBe(stored.url);
    expect(files()).toEqual([`${stored.sha256}.png`]);
    const served = await server.inject(stored.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(image)).toBe(true);
    // Labelled PNG, read as JPEG; WebP accepted.
    expect((await upload(JPEG, 'image/png')).json()).toMatchObject({ value: { mime: 'image/jpeg', width: 640 } });
    expect((await upload(webp(), 'image/webp')).json()).toMatchObject({ value: { mime: 'image/webp', height: 200 } });
    expect(files()).toHaveLength(3);

    // A banner naming the image gets its intrinsic size for the client's reserved box.
    const banner = await contentAdmin(
      server,
      operator,
      'POST',
      'banners',
      bannerInput({
        groupName: 'w_pvp',
        sort: -50,
        translations: texts({ en: ['Uploaded', '', stored.url] }),
      }),
    );
    expect(banner.statusCode, banner.body).toBe(200);
    const id = banner.json<{ value: AdminContentItem }>().value.id;
    const list = await call(server, {
      method: 'GET',
      url: '/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=w_pvp',
      headers: { language: 'EN' },
    });
    expect(list.json<{ value: Announcements }>().value.banners.find((b) => b.bannerId === id)).toMatchObject({
      url: stored.url,
      width: 1920,
      height: 480,
    });
  });

  it('refuses oversized, non-image and disguised files by their bytes and stores nothing', async () => {
    const before = { files: files().length, rows: await contentCounts(server) };
    const big = png(4, 4, CONTENT_IMAGE_MAX_BYTES);
    const tooLarge = await upload(big, 'image/png');
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toMatchObject({ code: 'content.image.too.large' });
    for (const [body, type] of [
      [Buffer.from('<script>alert(1)</script>'), 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'), 'image/webp'],
      [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'image/jpeg'],
      [Buffer.from('89504e470d0a1a0a', 'hex'), 'image/png'],
    ] as const) {
      const res = await upload(body, type);
      expect(res.statusCode, body.toString()).toBe(400);
      expect(res.json()).toMatchObject({ code: 'content.image.type' });
    }
    expect((await upload(png(2, 2), 'text/plain')).statusCode).toBe(415);
    expect((await upload(png(2, 2), 'image/png', cashier)).statusCode).toBe(403);
    expect((await upload(png(2, 2), 'image/png', 'nope')).statusCode).toBe(401);
    expect(files().length).toBe(before.files);
    expect(await contentCounts(server)).toEqual(before.rows);
    // Names that are not a stored image: 404, never a path outside the store.
    for (const url of [`/img/content/${'b'.repeat(64)}.png`, '/img/content/..%2F..%2Fetc%2Fpasswd', '/img/content/1'])
      expect((await server.inject(url)).statusCode, url).toBe(404);
  });
});
