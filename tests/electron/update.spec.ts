import { expect, test } from '@playwright/test';
import type { ServerResponse } from 'node:http';
import { findElectronBinary } from './electron-binary';
import { launchApp, type LaunchedApp } from './launch-app';
import { startLocalServer, type LocalServer } from './local-server';

const binary = findElectronBinary();
test.skip(binary.path === undefined, binary.skipReason ?? '');

/** A generic-provider feed file (latest.yml, latest-mac.yml, latest-linux.yml) announcing `version`. */
function feedFile(version: string): string {
  const file = `PlayHub-${version}-setup.bin`;
  const sha512 = Buffer.alloc(64).toString('base64');
  return [
    `version: ${version}`,
    'files:',
    `  - url: ${file}`,
    `    sha512: ${sha512}`,
    '    size: 1024',
    `path: ${file}`,
    `sha512: ${sha512}`,
    "releaseDate: '2026-11-23T00:00:00.000Z'",
    '',
  ].join('\n');
}

test.describe('auto-update', () => {
  let launched: LaunchedApp;
  let feed: LocalServer;
  // The feed announces nothing newer until the dialog is stubbed, so the check the app runs at
  // start can never put up a native box the test cannot see.
  let announced = '0.0.1';

  test.beforeAll(async () => {
    feed = await startLocalServer((request, response: ServerResponse) => {
      if (/\/latest[\w-]*\.yml$/.test(request.url ?? '')) {
        response.writeHead(200, { 'Content-Type': 'text/yaml' });
        response.end(feedFile(announced));
      } else {
        response.writeHead(404).end();
      }
    });
    launched = await launchApp(binary, { PLAYHUB_DEV_UPDATE_FEED: feed.url });
  });
  test.afterAll(async () => {
    await launched?.close();
    await feed?.close();
  });

  test('asks the user before downloading a newer version from the feed', async () => {
    const { app, page } = launched;
    await app.evaluate(({ dialog }) => {
      const prompts: string[] = [];
      Object.assign(globalThis, { prompts });
      // Answer "Later", so nothing is downloaded; keep the question for the test to read.
      dialog.showMessageBox = ((options: Electron.MessageBoxOptions) => {
        prompts.push(options.message);
        return Promise.resolve({ response: 1, checkboxChecked: false });
      }) as typeof dialog.showMessageBox;
    });
    announced = '99.0.0';

    await expect(page.evaluate(() => window.desktop?.invoke('update:check', null))).resolves.toEqual({
      status: 'available',
    });
    const prompts = await app.evaluate(() => (globalThis as unknown as { prompts: string[] }).prompts);
    expect(prompts).toEqual(['PlayHub 99.0.0 is available.']);
    expect(feed.requests.some((path) => path.includes('.bin'))).toBe(false);
  });
});
