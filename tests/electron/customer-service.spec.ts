import { expect, test, type ElectronApplication } from '@playwright/test';
import { findElectronBinary } from './electron-binary';
import { launchApp, type LaunchedApp } from './launch-app';
import { htmlPage, startLocalServer, type LocalServer } from './local-server';

const binary = findElectronBinary();
test.skip(binary.path === undefined, binary.skipReason ?? '');

/** Page-area size of the window showing `url`, or null when no window shows it. */
function contentSizeOf(app: ElectronApplication, url: string): Promise<number[] | null> {
  return app.evaluate(
    ({ BrowserWindow }, target) =>
      BrowserWindow.getAllWindows()
        .find((window) => window.webContents.getURL() === target)
        ?.getContentSize() ?? null,
    url,
  );
}

const windowCount = (app: ElectronApplication) =>
  app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length);

test.describe('customer-service windows', () => {
  let launched: LaunchedApp;
  let chat: LocalServer;

  test.beforeAll(async () => {
    chat = await startLocalServer(htmlPage);
    launched = await launchApp(binary);
  });
  test.afterAll(async () => {
    await launched?.close();
    await chat?.close();
  });

  test('open live chat at 440x500 and the VIP channel at 440x750, one window per channel', async () => {
    const { app, page } = launched;
    const live = `${chat.url}/live`;
    const vip = `${chat.url}/vip`;
    const open = (channel: 'live' | 'vip', url: string) =>
      page.evaluate(([c, u]) => window.desktop?.invoke('cs:open', { channel: c, url: u }), [channel, url] as const);

    await expect(open('live', live)).resolves.toEqual({ opened: true });
    await expect.poll(() => contentSizeOf(app, live)).toEqual([440, 500]);
    await expect(open('vip', vip)).resolves.toEqual({ opened: true });
    await expect.poll(() => contentSizeOf(app, vip)).toEqual([440, 750]);

    await open('live', live);
    expect(await windowCount(app)).toBe(3);
  });

  test('give the chat page no bridge and no Node', async () => {
    const { app } = launched;
    const reachable = await app.evaluate(({ webContents }, url) => {
      const chatPage = webContents.getAllWebContents().find((contents) => contents.getURL().startsWith(url));
      return chatPage?.executeJavaScript(
        "['desktop', 'require', 'process', 'module', 'Buffer'].filter((name) => name in globalThis)",
      ) as Promise<string[]> | undefined;
    }, `${chat.url}/live`);
    expect(reachable).toEqual([]);
  });

  test('close a window whose page cannot be loaded', async () => {
    const { app, page } = launched;
    const unreachable = await startLocalServer(htmlPage);
    const deadUrl = `${unreachable.url}/gone`;
    await unreachable.close();
    // The VIP window opened above is sent to a URL nobody answers: it must close, not show an error page.
    await page.evaluate((url) => window.desktop?.invoke('cs:open', { channel: 'vip', url }), deadUrl);
    await expect.poll(() => windowCount(app)).toBe(2);
    expect(await contentSizeOf(app, `${chat.url}/live`)).toEqual([440, 500]);
  });
});
