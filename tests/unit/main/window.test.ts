import { describe, expect, it } from 'vitest';
import { createMainWindow, mainWindowOptions } from '../../../src/main/window';
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

  it('loads the built preload', () => {
    expect(prefs.preload).toBe(PRELOAD);
  });
});

describe('createMainWindow', () => {
  const create = () => {
    const windows: FakeWindow[] = [];
    const window = createMainWindow(
      (options) => {
        const created = new FakeWindow(options);
        windows.push(created);
        return created;
      },
      PRELOAD,
      () => undefined,
    );
    return { window, created: windows[0] };
  };

  it('loads the bundle through app://bundle/, never file://', () => {
    const { created } = create();
    expect(created?.loadedUrl).toBe('app://bundle/');
  });

  it('stays hidden until ready-to-show, then shows', () => {
    const { created } = create();
    expect(created?.options.show).toBe(false);
    expect(created?.shown).toBe(false);
    created?.listeners.get('ready-to-show')?.();
    expect(created?.shown).toBe(true);
  });

  it('reports a failed load instead of leaving an unhandled rejection', async () => {
    const warnings: string[] = [];
    const failing = new FakeWindow({});
    failing.loadURL = () => Promise.reject(new Error('ERR_FAILED'));
    createMainWindow(
      () => failing,
      PRELOAD,
      (message) => warnings.push(message),
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(warnings).toEqual(['Loading app://bundle/ failed: Error: ERR_FAILED']);
  });
});
