import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agentConsoleOptions, createAgentConsole } from '../../../../src/main/windows/agent-console';
import type { WindowState } from '../../../../src/main/windows/window-state';
import { FakeWindow } from '../fake-electron';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'console-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function setup(state: WindowState = { width: 1024, height: 720, maximized: false, pinned: false }) {
  const windows: FakeWindow[] = [];
  const events: string[] = [];
  const stateFile = join(dir, 'window-state-agent-console.json');
  const agentConsole = createAgentConsole({
    createWindow: (options) => {
      const window = new FakeWindow(options);
      windows.push(window);
      return window;
    },
    preloadPath: '/out/preload/index.cjs',
    placement: () => ({ state, stateFile }),
    warn: () => undefined,
    onChange: () => events.push('change'),
    onCreated: () => events.push('created'),
  });
  return { agentConsole, windows, events, stateFile };
}

describe('agentConsoleOptions', () => {
  it('loads the app preload with the locked-down preferences and restores the pin', () => {
    const options = agentConsoleOptions('/p.cjs', {
      stateFile: '/s.json',
      state: { x: 1, y: 2, width: 800, height: 600, maximized: false, pinned: true },
    });
    expect(options).toMatchObject({ x: 1, y: 2, width: 800, height: 600, alwaysOnTop: true, show: false });
    expect(options.webPreferences).toMatchObject({ preload: '/p.cjs', sandbox: true, contextIsolation: true });
  });
});

describe("agents' console", () => {
  it('opens the agent centre once and brings the same window back afterwards', () => {
    const { agentConsole, windows, events } = setup();
    agentConsole.show();
    agentConsole.show();
    expect(windows).toHaveLength(1);
    expect(windows[0]?.loadedUrl).toBe('app://bundle/agentHome');
    expect(events).toContain('created');
  });

  it('hides to the tray instead of closing, and saves its place when it does', () => {
    const { agentConsole, windows, stateFile } = setup();
    agentConsole.show();
    const [window] = windows;
    window?.emit('ready-to-show');
    window?.close();
    expect(window?.destroyed).toBe(false);
    expect(agentConsole.isVisible()).toBe(false);
    expect(agentConsole.isOpen()).toBe(true);
    expect(JSON.parse(readFileSync(stateFile, 'utf8'))).toMatchObject({ width: 1024, height: 720 });
  });

  it('toggles between hidden and shown', () => {
    const { agentConsole, windows } = setup();
    agentConsole.show();
    windows[0]?.emit('ready-to-show');
    agentConsole.toggle();
    expect(windows[0]?.visible).toBe(false);
    agentConsole.toggle();
    expect(windows[0]?.visible).toBe(true);
  });

  it('pins on top and remembers the pin for the next start', () => {
    const { agentConsole, windows, stateFile } = setup();
    agentConsole.setPinned(true);
    expect(windows[0]?.alwaysOnTop).toBe(true);
    expect(agentConsole.isPinned()).toBe(true);
    expect(JSON.parse(readFileSync(stateFile, 'utf8'))).toMatchObject({ pinned: true });
  });

  it('starts pinned when it was pinned last time', () => {
    const { agentConsole, windows } = setup({ width: 900, height: 700, maximized: false, pinned: true });
    expect(agentConsole.isPinned()).toBe(true);
    agentConsole.show();
    expect(windows[0]?.alwaysOnTop).toBe(true);
  });

  it('really closes once the app quits, and opens a new window after that', () => {
    const { agentConsole, windows } = setup();
    agentConsole.show();
    agentConsole.allowClose();
    windows[0]?.close();
    expect(windows[0]?.destroyed).toBe(true);
    expect(agentConsole.isOpen()).toBe(false);
    agentConsole.show();
    expect(windows).toHaveLength(2);
  });
});
