import { join } from 'node:path';
import type { ElectronApi, WindowLike } from '../electron-api';
import { createGameViews, type GameViews } from '../game-views/game-views';
import { wantsAgentConsole } from '../launch/agent-console-flag';
import { deepLinkTarget, findDeepLink } from '../launch/deep-link';
import { appMenuTemplate, dockMenuTemplate } from '../menu/app-menu';
import type { NavigationPolicies } from '../security/navigation-policy';
import { createMainWindow, MAIN_WINDOW_SIZE, type WindowPlacement } from '../window';
import { AGENT_CONSOLE_SIZE, createAgentConsole } from './agent-console';
import { createConsoleTray } from './console-tray';
import { loadWindowState } from './window-state';

/** What the app's windows need. */
export interface DesktopWindowsDeps {
  electron: Pick<ElectronApi, 'app' | 'createWindow' | 'createView' | 'createTray' | 'menu' | 'screen'>;
  policies: NavigationPolicies;
  preloadPath: string;
  trayIconPath: string;
  userDataDir: string;
  isMac: boolean;
  warn: (message: string) => void;
  /** The menu's "Check for updates" command. */
  checkForUpdates: () => void;
}

/** The app's own windows (main and agents' console), their game views, tray and menu. */
export interface DesktopWindows {
  /** Acts on a command line: the first one at launch, later ones from second instances. */
  handleCommandLine(argv: readonly string[]): WindowLike;
  /** Opens a playhub:// link in the main window; unknown links are ignored. */
  openLink(link: string): void;
  /** The game views of the app window whose page has this id. */
  gamesFor(contentsId: number): GameViews | undefined;
  /** Lets the console really close: the app is quitting. */
  prepareQuit(): void;
}

/**
 * Owns the main window and the agents' console: creates them on demand with their saved
 * placement, gives each its game views (keyed by the page id IPC calls arrive from), keeps the
 * tray and the application menu in step with the console, offers the console in the macOS Dock
 * menu, and routes launch arguments and deep links to the right window.
 */
export function createDesktopWindows(deps: DesktopWindowsDeps): DesktopWindows {
  const { electron, policies, preloadPath, warn } = deps;
  const games = new Map<number, GameViews>();
  let main: WindowLike | null = null;

  const placement = (name: string, defaults: { width: number; height: number }): WindowPlacement => {
    const stateFile = join(deps.userDataDir, `window-state-${name}.json`);
    return { stateFile, state: loadWindowState(stateFile, electron.screen.getAllDisplays(), defaults) };
  };
  const attachGames = (window: WindowLike): void => {
    const { id } = window.webContents;
    games.set(id, createGameViews({ host: window, createView: electron.createView, policies, warn }));
    window.on('closed', () => games.delete(id));
  };

  const agentConsole = createAgentConsole({
    createWindow: electron.createWindow,
    preloadPath,
    placement: () => placement('agent-console', AGENT_CONSOLE_SIZE),
    warn,
    onChange: () => refreshMenus(),
    onCreated: attachGames,
  });
  const tray = createConsoleTray({
    createTray: electron.createTray,
    menu: electron.menu,
    iconPath: deps.trayIconPath,
    console: agentConsole,
    quit: () => electron.app.quit(),
  });
  const refreshMenus = (): void => {
    const template = appMenuTemplate({
      isMac: deps.isMac,
      isDev: !electron.app.isPackaged,
      agentConsole: { open: agentConsole.isOpen(), pinned: agentConsole.isPinned() },
      checkForUpdates: deps.checkForUpdates,
      showAgentConsole: () => agentConsole.show(),
      setAgentConsolePinned: (pinned) => agentConsole.setPinned(pinned),
    });
    electron.menu.setApplicationMenu(electron.menu.buildFromTemplate(template));
    tray.refresh();
  };

  const showMain = (url?: string): WindowLike => {
    if (main && !main.isDestroyed()) {
      if (url) main.loadURL(url).catch((error: unknown) => warn(`Loading ${url} failed: ${String(error)}`));
      if (main.isMinimized()) main.restore();
      main.show();
      main.focus();
      return main;
    }
    const created = createMainWindow(
      electron.createWindow,
      preloadPath,
      placement('main', MAIN_WINDOW_SIZE),
      warn,
      url,
    );
    created.on('closed', () => {
      if (main === created) main = null;
    });
    attachGames(created);
    main = created;
    return created;
  };

  const openLink = (link: string): WindowLike | null => {
    const target = deepLinkTarget(link);
    if (target === null) {
      warn(`Ignoring the unknown link ${link.slice(0, 200)}`);
      return null;
    }
    return showMain(target);
  };

  refreshMenus();
  if (deps.isMac) {
    electron.app.dock?.setMenu(electron.menu.buildFromTemplate(dockMenuTemplate(() => agentConsole.show())));
  }
  return {
    handleCommandLine(argv) {
      const link = findDeepLink(argv);
      if (wantsAgentConsole(argv)) {
        const consoleWindow = agentConsole.show();
        return (link && openLink(link)) || consoleWindow;
      }
      return (link && openLink(link)) || showMain();
    },
    openLink: (link) => void openLink(link),
    gamesFor: (contentsId) => games.get(contentsId),
    prepareQuit: () => agentConsole.allowClose(),
  };
}
