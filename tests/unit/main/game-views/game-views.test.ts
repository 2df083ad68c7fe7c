import { describe, expect, it } from 'vitest';
import { gameViewBounds } from '../../../../src/main/game-views/game-bounds';
import { createGameViews, gameViewOptions } from '../../../../src/main/game-views/game-views';
import { isTrustedSender } from '../../../../src/main/ipc/sender';
import { createNavigationPolicies } from '../../../../src/main/security/navigation-policy';
import { hardenWebContents } from '../../../../src/main/security/web-contents';
import { FakeView, FakeWindow, ipcEventFrom } from '../fake-electron';

const GAME = 'https://games.example.com/launch?token=abc';

function setup() {
  const host = new FakeWindow({ width: 1280, height: 800, title: 'PlayHub' });
  const views: FakeView[] = [];
  const warnings: string[] = [];
  const policies = createNavigationPolicies();
  let partition = 0;
  const games = createGameViews({
    host,
    createView: (options) => {
      const view = new FakeView(options);
      // As app.ts does for every page on 'web-contents-created'.
      hardenWebContents(view.webContents, { isAllowed: () => false, open: () => undefined }, policies);
      views.push(view);
      return view;
    },
    policies,
    warn: (message) => warnings.push(message),
    newPartitionId: () => `p${++partition}`,
  });
  return { host, views, games, policies, warnings };
}

describe('gameViewBounds', () => {
  it('fills the page area below the 48 px toolbar', () => {
    expect(gameViewBounds([1280, 800], false)).toEqual({ x: 0, y: 48, width: 1280, height: 752 });
  });

  it('covers the whole page area in full screen', () => {
    expect(gameViewBounds([1920, 1080], true)).toEqual({ x: 0, y: 0, width: 1920, height: 1080 });
  });

  it('never answers a negative size for a tiny window', () => {
    expect(gameViewBounds([10, 20], false)).toEqual({ x: 0, y: 48, width: 10, height: 0 });
  });
});

describe('gameViewOptions', () => {
  it('gives each game a sandboxed page without preload in an in-memory partition of its own', () => {
    const prefs = gameViewOptions('abc').webPreferences;
    expect(prefs).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      partition: 'game-abc',
    });
    expect(prefs).not.toHaveProperty('preload');
  });
});

describe('game views', () => {
  it('loads the game in a view attached below the toolbar of the host window', () => {
    const { host, views, games } = setup();
    expect(games.open(GAME, 'Fortune Slots')).toBe(true);
    const [view] = views;
    expect(host.contentView.children).toEqual([view]);
    expect(view?.bounds).toEqual({ x: 0, y: 48, width: 1280, height: 752 });
    expect(view?.webContents.loadedUrls).toEqual([GAME]);
    expect(host.title).toBe('Fortune Slots');
  });

  it('follows window resizes', () => {
    const { host, views, games } = setup();
    games.open(GAME, 'Slots');
    host.resize(1000, 700);
    expect(views[0]?.bounds).toEqual({ x: 0, y: 48, width: 1000, height: 652 });
  });

  it('gives every game its own partition', () => {
    const { views, games } = setup();
    games.open(GAME, 'One');
    games.open(GAME, 'Two');
    expect(views.map((view) => view.options.webPreferences?.partition)).toEqual(['game-p1', 'game-p2']);
  });

  it('destroys the previous game when another opens', () => {
    const { host, views, games } = setup();
    games.open(GAME, 'One');
    games.open('https://other.example.com/', 'Two');
    expect(views[0]?.webContents.destroyed).toBe(true);
    expect(host.contentView.children).toEqual([views[1]]);
  });

  it('destroys the view on close (back to lobby) and restores the window title', () => {
    const { host, views, games } = setup();
    games.open(GAME, 'Slots');
    expect(games.close()).toBe(true);
    expect(host.contentView.children).toEqual([]);
    expect(views[0]?.webContents.destroyed).toBe(true);
    expect(host.title).toBe('PlayHub');
    expect(games.close()).toBe(false);
  });

  it('confines the game to its origin and sends allow-listed new windows to the browser only', () => {
    const { views, games, policies } = setup();
    games.open(GAME, 'Slots');
    const contents = views[0]?.webContents;
    if (!contents) throw new Error('no view');
    const policy = policies.policyFor(contents);
    expect(policy.mayNavigate('https://games.example.com/lobby')).toBe(true);
    expect(policy.mayNavigate('https://cashier.example.net/')).toBe(false);
    expect(policy.mayNavigate('app://bundle/')).toBe(false);
    expect(policy.newWindows).toBe('external');
  });

  it('is refused by the IPC sender check: the game page is not app://bundle', () => {
    expect(isTrustedSender(ipcEventFrom(GAME))).toBe(false);
  });

  it('reloads the open game', () => {
    const { views, games } = setup();
    expect(games.reload()).toBe(false);
    games.open(GAME, 'Slots');
    expect(games.reload()).toBe(true);
    expect(views[0]?.webContents.reloads).toBe(1);
  });

  it('toggles the window full screen and lays the view over the whole page area', () => {
    const { host, views, games } = setup();
    expect(games.setFullscreen(true)).toBe(false);
    games.open(GAME, 'Slots');
    expect(games.setFullscreen(true)).toBe(true);
    expect(host.fullScreen).toBe(true);
    expect(views[0]?.bounds).toEqual({ x: 0, y: 0, width: 1280, height: 800 });
    expect(games.setFullscreen(false)).toBe(false);
    expect(views[0]?.bounds).toEqual({ x: 0, y: 48, width: 1280, height: 752 });
  });

  it('leaves full screen on Escape, which goes to the game page, and tells the renderer', () => {
    const { host, views, games } = setup();
    games.open(GAME, 'Slots');
    games.setFullscreen(true);
    views[0]?.webContents.pressKey('Escape');
    expect(host.fullScreen).toBe(false);
    expect(host.webContents.sent).toEqual([
      ['game:fullscreen-changed', { fullscreen: true }],
      ['game:fullscreen-changed', { fullscreen: false }],
    ]);
  });

  it('leaves the full screen it entered when the game closes, but not the player’s own', () => {
    const { host, games } = setup();
    games.open(GAME, 'Slots');
    games.setFullscreen(true);
    games.close();
    expect(host.fullScreen).toBe(false);
    host.setFullScreen(true);
    games.open(GAME, 'Slots');
    games.close();
    expect(host.fullScreen).toBe(true);
  });

  it.each([
    ['its page fails to load', (view: FakeView) => view.webContents.failLoad(-105), 'load-failed'],
    [
      'its renderer crashes',
      (view: FakeView) => view.webContents.emit('render-process-gone', {}, { reason: 'crashed' }),
      'crashed',
    ],
  ] as const)('closes itself and tells the renderer when %s', (_case, trigger, reason) => {
    const { host, views, games } = setup();
    games.open(GAME, 'Slots');
    const [view] = views;
    if (!view) throw new Error('no view');
    trigger(view);
    expect(host.contentView.children).toEqual([]);
    expect(view.webContents.destroyed).toBe(true);
    expect(host.webContents.sent).toEqual([['game:closed', { reason }]]);
  });

  it('ends the game as a failed load when a server redirect would take the landed game off its origin', async () => {
    const { host, views, games } = setup();
    games.open(GAME, 'Slots');
    const [view] = views;
    if (!view) throw new Error('no view');
    view.webContents.land(GAME);
    expect(view.webContents.redirect('https://games.example.com/lobby')).toBe(false);
    expect(view.webContents.redirect('https://cdn.example.net/frame', false)).toBe(false);
    expect(view.webContents.redirect('https://phish.example.com/')).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(host.contentView.children).toEqual([]);
    expect(view.webContents.destroyed).toBe(true);
    expect(host.webContents.sent).toEqual([['game:closed', { reason: 'load-failed' }]]);
  });

  it("follows the launch's redirects to the vendor's game server over https, then keeps the game there", async () => {
    const { host, views, games } = setup();
    games.open(GAME, 'Slots');
    const [view] = views;
    if (!view) throw new Error('no view');
    expect(view.webContents.redirect('https://play.vendor.example/slot?session=1')).toBe(false);
    view.webContents.land('https://play.vendor.example/slot?session=1');
    expect(view.webContents.navigate('https://play.vendor.example/slot/bonus')).toBe(false);
    expect(view.webContents.navigate(GAME)).toBe(true);
    expect(host.contentView.children).toHaveLength(1);
    expect(view.webContents.redirect('https://other.vendor.example/')).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(view.webContents.destroyed).toBe(true);
    expect(host.webContents.sent).toEqual([['game:closed', { reason: 'load-failed' }]]);
  });

  it('ignores aborted loads and subframe failures', () => {
    const { host, views, games } = setup();
    games.open(GAME, 'Slots');
    views[0]?.webContents.failLoad(-3);
    views[0]?.webContents.failLoad(-105, false);
    expect(host.contentView.children).toHaveLength(1);
  });

  it('does not let a replaced game close its successor', () => {
    const { host, views, games } = setup();
    games.open(GAME, 'One');
    games.open(GAME, 'Two');
    views[0]?.webContents.failLoad(-105);
    expect(host.contentView.children).toEqual([views[1]]);
  });

  it('closes the game when the app page navigates (reload, deep link), since the renderer forgot it', () => {
    const { host, games } = setup();
    games.open(GAME, 'Slots');
    host.webContents.emit('did-navigate');
    expect(host.contentView.children).toEqual([]);
    expect(host.webContents.sent).toEqual([['game:closed', { reason: 'navigated' }]]);
  });

  it('destroys the game page with its window', () => {
    const { host, views, games } = setup();
    games.open(GAME, 'Slots');
    host.close();
    expect(views[0]?.webContents.destroyed).toBe(true);
  });

  it('logs a rejected load instead of leaving an unhandled rejection', async () => {
    const host = new FakeWindow({});
    const warnings: string[] = [];
    const games = createGameViews({
      host,
      createView: (options) => {
        const view = new FakeView(options);
        view.webContents.loadResult = () => Promise.reject(new Error('ERR_CONNECTION_REFUSED'));
        return view;
      },
      policies: createNavigationPolicies(),
      warn: (message) => warnings.push(message),
    });
    games.open(GAME, 'Slots');
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings).toEqual(['Game failed to load: Error: ERR_CONNECTION_REFUSED']);
  });
});
