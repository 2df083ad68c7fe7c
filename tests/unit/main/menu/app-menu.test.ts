import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { appMenuTemplate, type AppMenuOptions } from '../../../../src/main/menu/app-menu';
import { clickMenuItem, findMenuItem } from '../fake-electron';

function template(overrides: Partial<AppMenuOptions> = {}) {
  const log: string[] = [];
  const items = appMenuTemplate({
    isMac: false,
    isDev: false,
    agentConsole: { open: true, pinned: false },
    checkForUpdates: () => log.push('check'),
    showAgentConsole: () => log.push('console'),
    setAgentConsolePinned: (pinned) => log.push(`pin ${pinned}`),
    ...overrides,
  });
  return { items, log };
}

const names = (items: MenuItemConstructorOptions[]) => items.map((item) => item.label ?? item.role);

describe('application menu', () => {
  it('has File, Edit, View, Window and Help, plus the app menu on macOS', () => {
    expect(names(template().items)).toEqual(['File', 'editMenu', 'View', 'Window', 'Help']);
    expect(names(template({ isMac: true }).items)).toEqual(['appMenu', 'File', 'editMenu', 'View', 'Window', 'Help']);
  });

  it('offers reload and developer tools in development only', () => {
    for (const role of ['reload', 'forceReload', 'toggleDevTools']) {
      expect(findMenuItem(template({ isDev: true }).items, role)).toBeDefined();
      expect(findMenuItem(template({ isDev: false }).items, role)).toBeUndefined();
    }
  });

  it('checks for updates from Help', () => {
    const { items, log } = template();
    clickMenuItem(items, 'Check for Updates…');
    expect(log).toEqual(['check']);
  });

  it('opens the agent console from File and pins it from Window', () => {
    const { items, log } = template();
    clickMenuItem(items, 'Agent Console');
    clickMenuItem(items, 'Pin Agent Console on Top');
    expect(log).toEqual(['console', 'pin true']);
  });

  it('shows the pin as a checkbox, disabled while no console is open', () => {
    expect(
      findMenuItem(template({ agentConsole: { open: true, pinned: true } }).items, 'Pin Agent Console on Top'),
    ).toMatchObject({ type: 'checkbox', checked: true, enabled: true });
    expect(
      findMenuItem(template({ agentConsole: { open: false, pinned: false } }).items, 'Pin Agent Console on Top'),
    ).toMatchObject({ enabled: false });
  });
});
