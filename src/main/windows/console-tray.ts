import type { MenuItemConstructorOptions } from 'electron';
import type { ElectronApi, TrayLike } from '../electron-api';
import type { AgentConsole } from './agent-console';

// Menus are built in the main process, which has no translations (they live in the renderer's
// locale files), so tray and menu labels are English, like the OS-provided role items.

/** The tray's context menu for the console's current state. */
export function consoleTrayTemplate(
  state: { visible: boolean; pinned: boolean },
  actions: { toggle: () => void; setPinned: (pinned: boolean) => void; quit: () => void },
): MenuItemConstructorOptions[] {
  return [
    { label: state.visible ? 'Hide agent console' : 'Show agent console', click: () => actions.toggle() },
    { label: 'Pin on top', type: 'checkbox', checked: state.pinned, click: () => actions.setPinned(!state.pinned) },
    { type: 'separator' },
    { label: 'Quit PlayHub', click: () => actions.quit() },
  ];
}

/** What the tray needs from the app. */
export interface ConsoleTrayDeps {
  createTray: ElectronApi['createTray'];
  menu: ElectronApi['menu'];
  iconPath: string;
  console: AgentConsole;
  quit: () => void;
}

/** The console's tray icon; refresh() after every change of the console. */
export interface ConsoleTray {
  refresh(): void;
}

/**
 * The agents' console lives in the tray: the icon appears with the console and stays while the
 * app runs; a click shows or hides the console, the menu also pins it and quits the app.
 */
export function createConsoleTray(deps: ConsoleTrayDeps): ConsoleTray {
  let tray: TrayLike | null = null;
  const { console: agentConsole } = deps;
  return {
    refresh() {
      if (!tray) {
        if (!agentConsole.isOpen()) return;
        tray = deps.createTray(deps.iconPath);
        tray.setToolTip('PlayHub Agent Console');
        tray.on('click', () => agentConsole.toggle());
      }
      const template = consoleTrayTemplate(
        { visible: agentConsole.isVisible(), pinned: agentConsole.isPinned() },
        { toggle: () => agentConsole.toggle(), setPinned: (pinned) => agentConsole.setPinned(pinned), quit: deps.quit },
      );
      tray.setContextMenu(deps.menu.buildFromTemplate(template));
    },
  };
}
