import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMainWindow, mainWindowOptions, type WindowPlacement } from '../../../src/main/window';
import { FakeWindow } from './fake-electron';

const PRELOAD = '/app/out/preload/index.cjs';
const prefs = mainWindowOptions(PRELOAD).webPreferences ?? {};

describe('main window security flags', () => {
  it('isolates the preload world from the page (contextIsolation)', () => {
    expect(prefs.contextIsolation).toBe(true);
  });

  it('runs the renderer in the OS sandbox (sandbox)', () => {
    expect(prefs.sandbox).toBe(true);
  });

  it('gives the page, its workers and its frames no Node.js (nodeIntegration*)', () => {
    expect(prefs.nodeIntegration).toBe(false);
    expect(prefs.nodeIntegrationInWorker).toBe(false);
    expect(prefs.nodeIntegrationInSubFrames).toBe(false);
  });

  it('keeps the same-origin policy and blocks insecure content (webSecurity)', () => {
    expect(prefs.webSecurity).toBe(true);
    expect(prefs.allowRunningInsecureContent).toBe(false);
  });

  it('disables <webview>, experimental features and navigation by drag-and-drop', () => {
    expect(prefs.webviewTag).toBe(false);
    expect(prefs.experimentalFeatures).toBe(false);
    expect(prefs.navigateOnDragDrop).toBe(false);
  });

  it('enables no Blink features and uses the default, persistent session of the app', () => {
    expect(prefs).not.toHaveProperty('enableBlinkFeatures');
    expect(prefs).not.toHaveProperty('partition');
  });

  it('loads the built preload', () => {
    expect(prefs.preload).toBe(PRELOAD);
  });
});

describe('createMainWindow', () => {
  let dir: string;
  let placement: WindowPlacement;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'main-window-'));
    placement = {
      stateFile: join(dir, 'window-state-main.json'),
      state: { x: 40, y: 30, width: 1100, height: 700, maximized: false, pinned: false },
    };
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const create = (url?: string, warn: (message: string) => void = () => undefined) => {
    const windows: FakeWindow[] = [];
    createMainWindow(
      (options) => {
        const created = new FakeWindow(options);
        windows.push(created);
        return created;
      },
      PRELOAD,
      placement,
      warn,
      url,
    );
    const [created] = windows;
    if (!created) throw new Error('no window');
    return created;
  };

  it('loads the bundle through app://bundle/, never file://', () => {
    expect(create().loadedUrl).toBe('app://bundle/');
  });

  it('opens a deep link target instead of the home page when given one', () => {
    expect(create('app://bundle/register?referralCode=ABC').loadedUrl).toBe('app://bundle/register?referralCode=ABC');
  });

  it('stays hidden until ready-to-show, then shows', () => {
    const created = create();
    expect(created.options.show).toBe(false);
    expect(created.shown).toBe(false);
    created.emit('ready-to-show');
    expect(created.shown).toBe(true);
  });

  it('opens at the saved size and place, maximized again if it was', () => {
    placement.state.maximized = true;
    const created = create();
    expect(created.options).toMatchObject({ x: 40, y: 30, width: 1100, height: 700 });
    created.emit('ready-to-show');
    expect(created.maximized).toBe(true);
  });

  it('lets the OS place the window when the saved place is unknown', () => {
    placement.state = { width: 1280, height: 800, maximized: false, pinned: false };
    expect(create().options).not.toHaveProperty('x');
  });

  it('saves its normal bounds and maximized state when it closes', () => {
    const created = create();
    created.normalBounds = { x: 5, y: 6, width: 1000, height: 650 };
    created.maximized = true;
    created.close();
    expect(JSON.parse(readFileSync(placement.stateFile, 'utf8'))).toEqual({
      x: 5,
      y: 6,
      width: 1000,
      height: 650,
      maximized: true,
      pinned: false,
    });
  });

  it('reports a failed load instead of leaving an unhandled rejection', async () => {
    const warnings: string[] = [];
    const failing = new FakeWindow({});
    failing.webContents.loadResult = () => Promise.reject(new Error('ERR_FAILED'));
    createMainWindow(
      () => failing,
      PRELOAD,
      placement,
      (message) => warnings.push(message),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings).toEqual(['Loading app://bundle/ failed: Error: ERR_FAILED']);
  });
});
