import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  captureWindowState,
  fitWindowState,
  loadWindowState,
  saveWindowState,
} from '../../../../src/main/windows/window-state';
import { FakeWindow } from '../fake-electron';

const DEFAULTS = { width: 1280, height: 800 };
const LAPTOP = { workArea: { x: 0, y: 0, width: 1440, height: 860 } };
const RIGHT_MONITOR = { workArea: { x: 1440, y: 0, width: 2560, height: 1400 } };

describe('fitWindowState', () => {
  it('keeps a saved place and size that fit a display', () => {
    const saved = { x: 1500, y: 100, width: 1600, height: 1000, maximized: true, pinned: true };
    expect(fitWindowState(saved, [LAPTOP, RIGHT_MONITOR], DEFAULTS)).toEqual(saved);
  });

  it('drops the place of a window saved on a monitor that is gone, so the OS centres it', () => {
    const state = fitWindowState({ x: 1500, y: 100, width: 1200, height: 800 }, [LAPTOP], DEFAULTS);
    expect(state).toEqual({ width: 1200, height: 800, maximized: false, pinned: false });
  });

  it('drops the place when the title bar would be above the work area or barely on screen', () => {
    expect(fitWindowState({ x: 100, y: -30, width: 800, height: 600 }, [LAPTOP], DEFAULTS)).not.toHaveProperty('x');
    expect(fitWindowState({ x: 1400, y: 100, width: 800, height: 600 }, [LAPTOP], DEFAULTS)).not.toHaveProperty('x');
  });

  it('shrinks a size larger than every display and grows a damaged tiny one', () => {
    expect(fitWindowState({ width: 5000, height: 4000 }, [LAPTOP], DEFAULTS)).toMatchObject({
      width: 1440,
      height: 860,
    });
    expect(fitWindowState({ width: 1, height: 1 }, [LAPTOP], DEFAULTS)).toMatchObject({ width: 300, height: 200 });
  });

  it.each([null, 'text', 42, [], { width: 'wide', height: Number.NaN, x: '1', maximized: 'yes' }])(
    'falls back to the defaults for the damaged value %j',
    (saved) => {
      expect(fitWindowState(saved, [LAPTOP], DEFAULTS)).toEqual({ ...DEFAULTS, maximized: false, pinned: false });
    },
  );
});

describe('window state file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'window-state-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('round-trips what a window looked like when it closed', () => {
    const file = join(dir, 'window-state-main.json');
    const window = new FakeWindow({ x: 50, y: 60, width: 1000, height: 700, alwaysOnTop: true });
    saveWindowState(file, captureWindowState(window), () => undefined);
    expect(loadWindowState(file, [LAPTOP], DEFAULTS)).toEqual({
      x: 50,
      y: 60,
      width: 1000,
      height: 700,
      maximized: false,
      pinned: true,
    });
  });

  it('answers the defaults when the file is missing or not JSON', () => {
    expect(loadWindowState(join(dir, 'missing.json'), [LAPTOP], DEFAULTS)).toEqual({
      ...DEFAULTS,
      maximized: false,
      pinned: false,
    });
    writeFileSync(join(dir, 'bad.json'), '{not json');
    expect(loadWindowState(join(dir, 'bad.json'), [LAPTOP], DEFAULTS)).toMatchObject(DEFAULTS);
  });

  it('reports a failed write instead of throwing while the window closes', () => {
    const warnings: string[] = [];
    saveWindowState(join(dir, 'no-such-dir', 'state.json'), fitWindowState(null, [], DEFAULTS), (m) =>
      warnings.push(m),
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('Saving the window state');
  });

  it('writes plain JSON', () => {
    const file = join(dir, 'state.json');
    saveWindowState(file, { width: 900, height: 600, maximized: false, pinned: false }, () => undefined);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      width: 900,
      height: 600,
      maximized: false,
      pinned: false,
    });
  });
});
