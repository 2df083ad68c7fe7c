import { expect, test, type ElectronApplication } from '@playwright/test';
import { GAME_TOOLBAR_HEIGHT } from '../../src/shared/ipc/contract';
import { findElectronBinary } from './electron-binary';
import { launchApp, type LaunchedApp } from './launch-app';
import { htmlPage, startLocalServer, type LocalServer } from './local-server';

const binary = findElectronBinary();
test.skip(binary.path === undefined, binary.skipReason ?? '');

/** Runs `script` in the game page (the page whose URL starts with `url`), once it has loaded. */
function inGame(app: ElectronApplication, url: string, script: string): Promise<unknown> {
  return app.evaluate(
    async ({ webContents }, [prefix, code]) => {
      const game = webContents.getAllWebContents().find((contents) => contents.getURL().startsWith(prefix));
      if (!game || game.isLoading()) return null;
      return (await game.executeJavaScript(code)) as unknown;
    },
    [url, script] as const,
  );
}

test.describe('game views', () => {
  let launched: LaunchedApp;
  let games: LocalServer;
  let gameUrl: string;

  test.beforeAll(async () => {
    games = await startLocalServer(htmlPage);
    gameUrl = `${games.url}/slot`;
    launched = await launchApp(binary);
    await launched.page.evaluate((url) => window.desktop?.invoke('game:open', { url, title: 'Test slot' }), gameUrl);
  });
  test.afterAll(async () => {
    await launched?.close();
    await games?.close();
  });

  test('cannot reach window.desktop or Node', async () => {
    await expect
      .poll(() =>
        inGame(
          launched.app,
          gameUrl,
          "['desktop', 'require', 'process', 'module', 'Buffer', 'ipcRenderer'].filter((n) => n in globalThis).join()",
        ),
      )
      .toBe('');
  });

  test('sits below the toolbar strip of the main window', async () => {
    const bounds = await launched.app.evaluate(({ BrowserWindow }) => {
      const [main] = BrowserWindow.getAllWindows();
      return main?.contentView.children[0]?.getBounds();
    });
    expect(bounds?.y).toBe(GAME_TOOLBAR_HEIGHT);
  });

  test('cannot navigate to another origin', async () => {
    // localhost and 127.0.0.1 are different origins, though the same server.
    await inGame(
      launched.app,
      gameUrl,
      `location.href = ${JSON.stringify(gameUrl.replace('127.0.0.1', 'localhost'))}; 1`,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await inGame(launched.app, gameUrl, 'location.origin')).toBe(games.url);
  });

  test('is destroyed by game:close', async () => {
    const { app, page } = launched;
    await expect(page.evaluate(() => window.desktop?.invoke('game:close', null))).resolves.toEqual({ closed: true });
    await expect
      .poll(() =>
        app.evaluate(
          ({ webContents }, url) =>
            webContents.getAllWebContents().some((contents) => contents.getURL().startsWith(url)),
          gameUrl,
        ),
      )
      .toBe(false);
  });
});
