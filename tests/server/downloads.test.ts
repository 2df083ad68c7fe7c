// The desktop downloads: installers and the update feed served from DOWNLOADS_DIR under
// /down/updates, and the list of installers the /down page shows.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';

const skip = await skipReason();

describe.skipIf(skip)('desktop downloads', () => {
  let server: TestServer;
  let dir: string;
  const installer = 'PlayHub-1.2.0-win-x64.exe';
  const installerBody = 'MZ pretend installer bytes';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'downloads-'));
    writeFileSync(join(dir, installer), installerBody);
    writeFileSync(join(dir, 'PlayHub-1.1.0-linux-x86_64.AppImage'), 'older linux build');
    writeFileSync(join(dir, 'PlayHub-1.1.0-android-universal.apk'), 'android package');
    writeFileSync(join(dir, 'latest.yml'), `version: 1.2.0\npath: ${installer}\n`);
    server = await startTestServer({ env: { DOWNLOADS_DIR: dir } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists the installers newest first with version, size and SHA-512', async () => {
    const res = await server.inject('/wps/system/downloads');
    expect(res.statusCode).toBe(200);
    const { installers } = res.json<{ value: { installers: Record<string, unknown>[] } }>().value;
    expect(installers.map((i) => i.file)).toEqual([
      installer,
      'PlayHub-1.1.0-android-universal.apk',
      'PlayHub-1.1.0-linux-x86_64.AppImage',
    ]);
    expect(installers[1]).toMatchObject({ os: 'android', kind: 'apk', version: '1.1.0' });
    expect(installers[0]).toEqual({
      os: 'windows',
      arch: 'x64',
      kind: 'exe',
      version: '1.2.0',
      file: installer,
      url: `/down/updates/${installer}`,
      size: installerBody.length,
      sha512: createHash('sha512').update(installerBody).digest('base64'),
    });
  });

  it('serves the installers and the feed; the feed is revalidated on every update check', async () => {
    const file = await server.inject(`/down/updates/${installer}`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(installerBody);
    expect(file.headers['cache-control']).toBe('public, max-age=86400');
    const feed = await server.inject('/down/updates/latest.yml');
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('version: 1.2.0');
    expect(feed.headers['cache-control']).toBe('no-cache');
  });

  it('serves an Android app as one, so a phone offers to install it', async () => {
    const apk = await server.inject('/down/updates/PlayHub-1.1.0-android-universal.apk');
    expect(apk.statusCode).toBe(200);
    expect(apk.headers['content-type']).toBe('application/vnd.android.package-archive');
  });

  it('answers a missing file with 404, never with the web app', async () => {
    const res = await server.inject({
      url: '/down/updates/PlayHub-9.9.9-win-x64.exe',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<!doctype html>');
  });

  it('never serves a file from outside the downloads directory', async () => {
    for (const url of [
      '/down/updates/../../../../etc/passwd',
      '/down/updates/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/down/updates/..%2f..%2f..%2fetc%2fpasswd',
    ]) {
      const res = await server.inject(url);
      expect(res.body, url).not.toContain('root:');
    }
  });
});
