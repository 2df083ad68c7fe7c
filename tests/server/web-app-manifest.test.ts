// The web app manifest that makes the site installable on a phone's home screen: served from the
// web root (resources/public is copied into it verbatim, so it is the web root here) with its
// content type, complete, and with icons that exist and are the sizes it claims.
import { resolve } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';

const skip = await skipReason();
const PUBLIC_DIR = resolve(import.meta.dirname, '../../resources/public');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

describe.skipIf(skip)('web app manifest', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { WEB_ROOT: PUBLIC_DIR } });
  });
  afterAll(() => server?.close());

  async function png(url: string): Promise<PNG> {
    const res = await server.inject(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type'], url).toBe('image/png');
    return PNG.sync.read(res.rawPayload);
  }

  it('is served as application/manifest+json and names the app, its start and its colours', async () => {
    const res = await server.inject('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json<Record<string, unknown>>();
    expect(manifest).toMatchObject({
      name: 'PlayHub',
      short_name: 'PlayHub',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('lists 192 and 512 px icons and a maskable one, each a PNG of the size it claims', async () => {
    const { icons } = (await server.inject('/manifest.webmanifest')).json<{ icons: ManifestIcon[] }>();
    const any = icons.filter((icon) => (icon.purpose ?? 'any').split(' ').includes('any')).map((icon) => icon.sizes);
    expect(any).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const maskable = icons.filter((icon) => icon.purpose?.split(' ').includes('maskable'));
    expect(maskable.length).toBeGreaterThan(0);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      const image = await png(icon.src);
      expect(`${image.width}x${image.height}`, icon.src).toBe(icon.sizes);
    }
    // A launcher cuts its own shape out of a maskable icon: it must fill its square (no transparency).
    for (const icon of maskable) {
      const { data } = await png(icon.src);
      const transparent = data.filter((_, i) => i % 4 === 3 && data[i] !== 255).length;
      expect(transparent, icon.src).toBe(0);
    }
  });

  it("has an iOS home-screen icon, and the pages' policy lets the browser load the manifest", async () => {
    const touch = await png('/icons/apple-touch-icon.png');
    expect([touch.width, touch.height]).toEqual([180, 180]);
    const page = await server.inject({ url: '/', headers: { accept: 'text/html' } });
    const policy = String(page.headers['content-security-policy']);
    // No manifest-src: default-src applies, and it must allow our own origin.
    expect(policy).not.toContain('manifest-src');
    expect(policy).toMatch(/default-src 'self'/);
  });
});
