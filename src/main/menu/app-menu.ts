import type { MenuItemConstructorOptions } from 'electron';

/** What the application menu shows and does. */
export interface AppMenuOptions {
  isMac: boolean;
  /** Development run: adds reload and the developer tools, which installed builds never offer. */
  isDev: boolean;
  agentConsole: { open: boolean; pinned: boolean };
  checkForUpdates: () => void;
  showAgentConsole: () => void;
  setAgentConsolePinned: (pinned: boolean) => void;
}

/**
 * The application menu: File, Edit, View, Window, Help (plus the app menu on macOS). Labels
 * are English because the main process has no translations; the role items are translated by
 * the OS. Reload is left out of installed builds: it would drop the page's session state and
 * any open game without the renderer knowing.
 */
export function appMenuTemplate(options: AppMenuOptions): MenuItemConstructorOptions[] {
  const { isMac, isDev, agentConsole } = options;
  const devItems: MenuItemConstructorOptions[] = isDev
    ? [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, { type: 'separator' }]
    : [];
  return [
    ...(isMac ? [{ role: 'appMenu' } satisfies MenuItemConstructorOptions] : []),
    {
      label: 'File',
      submenu: [
        { label: 'Agent Console', click: () => options.showAgentConsole() },
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        ...devItems,
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    {
      label: 'Window',
      submenu: [
        { role: 'minimize' },
        {
          label: 'Pin Agent Console on Top',
          type: 'checkbox',
          checked: agentConsole.pinned,
          enabled: agentConsole.open,
          click: () => options.setAgentConsolePinned(!agentConsole.pinned),
        },
        { type: 'separator' },
        { role: 'close' },
      ],
    },
    { label: 'Help', role: 'help', submenu: [{ label: 'Check for Updates…', click: () => options.checkForUpdates() }] },
  ];
}

/**
 * The macOS Dock menu (right-click the Dock icon): brings up the agents' console in the running
 * app, the Dock's counterpart of the Windows and Linux "PlayHub Agent Console" shortcuts.
 */
export function dockMenuTemplate(showAgentConsole: () => void): MenuItemConstructorOptions[] {
  return [{ label: 'Agent Console', click: () => showAgentConsole() }];
}
