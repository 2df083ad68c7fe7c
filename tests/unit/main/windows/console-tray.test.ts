import { describe, expect, it } from 'vitest';
import type { AgentConsole } from '../../../../src/main/windows/agent-console';
import { consoleTrayTemplate, createConsoleTray } from '../../../../src/main/windows/console-tray';
import { FakeTray, clickMenuItem, findMenuItem, type FakeMenu } from '../fake-electron';

/** A console stand-in whose state the test sets. */
function fakeConsole(): AgentConsole & { log: string[]; open: boolean; visible: boolean; pinned: boolean } {
  const state = {
    log: [] as string[],
    open: false,
    visible: false,
    pinned: false,
    show: () => {
      state.log.push('show');
      return undefined as never;
    },
    toggle: () => state.log.push('toggle'),
    isOpen: () => state.open,
    isVisible: () => state.visible,
    isPinned: () => state.pinned,
    setPinned: (pinned: boolean) => state.log.push(`pin ${pinned}`),
    allowClose: () => undefined,
  };
  return state;
}

function setup() {
  const agentConsole = fakeConsole();
  const trays: FakeTray[] = [];
  let quits = 0;
  const tray = createConsoleTray({
    createTray: (iconPath) => {
      const created = new FakeTray(iconPath);
      trays.push(created);
      return created;
    },
    menu: { buildFromTemplate: (items): FakeMenu => ({ items }), setApplicationMenu: () => undefined },
    iconPath: '/icon.png',
    console: agentConsole,
    quit: () => (quits += 1),
  });
  return { tray, trays, agentConsole, quits: () => quits };
}

describe('consoleTrayTemplate', () => {
  it('offers show or hide, a pin checkbox and quit', () => {
    const items = consoleTrayTemplate(
      { visible: true, pinned: true },
      { toggle: () => undefined, setPinned: () => undefined, quit: () => undefined },
    );
    expect(items.map((item) => item.label ?? item.type)).toEqual([
      'Hide agent console',
      'Pin on top',
      'separator',
      'Quit PlayHub',
    ]);
    expect(findMenuItem(items, 'Pin on top')).toMatchObject({ type: 'checkbox', checked: true });
  });
});

describe('console tray', () => {
  it('appears only once the console exists', () => {
    const { tray, trays, agentConsole } = setup();
    tray.refresh();
    expect(trays).toEqual([]);
    agentConsole.open = true;
    tray.refresh();
    tray.refresh();
    expect(trays).toHaveLength(1);
    expect(trays[0]?.toolTip).toBe('PlayHub Agent Console');
  });

  it('shows or hides the console on click, pins it and quits from its menu', () => {
    const { tray, trays, agentConsole, quits } = setup();
    agentConsole.open = true;
    tray.refresh();
    const [icon] = trays;
    icon?.emit('click');
    clickMenuItem(icon?.menu?.items ?? [], 'Pin on top');
    clickMenuItem(icon?.menu?.items ?? [], 'Quit PlayHub');
    expect(agentConsole.log).toEqual(['toggle', 'pin true']);
    expect(quits()).toBe(1);
  });

  it('rebuilds its menu from the console state on refresh', () => {
    const { tray, trays, agentConsole } = setup();
    agentConsole.open = true;
    tray.refresh();
    agentConsole.visible = true;
    agentConsole.pinned = true;
    tray.refresh();
    const items = trays[0]?.menu?.items ?? [];
    expect(findMenuItem(items, 'Hide agent console')).toBeDefined();
    expect(findMenuItem(items, 'Pin on top')?.checked).toBe(true);
  });
});
