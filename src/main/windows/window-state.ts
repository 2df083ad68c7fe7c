import { readFileSync, writeFileSync } from 'node:fs';
import type { Rectangle } from 'electron';
import type { DisplayLike, WindowLike } from '../electron-api';

/** Size, place and pin of a window as saved between runs. */
export interface WindowState {
  /** Omitted when the saved place is on no attached display: the OS then centres the window. */
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
  /** Always on top (used by the agents' console). */
  pinned: boolean;
}

/** A window must keep at least this much of itself on a display to stay where it was. */
const MIN_VISIBLE = { width: 100, height: 50 };
/** Smallest size restored; anything smaller is a damaged file. */
const MIN_SIZE = { width: 300, height: 200 };

/**
 * Turns a saved state (untrusted JSON) into one that fits the displays attached now. The size
 * is clamped to the largest work area; the place is kept only if enough of the window (its
 * title bar included) lands on some display, so a window saved on a monitor that has since
 * been unplugged does not open out of reach.
 */
export function fitWindowState(
  saved: unknown,
  displays: readonly DisplayLike[],
  defaults: { width: number; height: number },
): WindowState {
  const fallback: WindowState = { ...defaults, maximized: false, pinned: false };
  if (typeof saved !== 'object' || saved === null) return fallback;
  const record = saved as Record<string, unknown>;
  const number = (key: string): number | undefined => {
    const value = record[key];
    return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : undefined;
  };
  const maxWidth = Math.max(MIN_SIZE.width, ...displays.map((display) => display.workArea.width));
  const maxHeight = Math.max(MIN_SIZE.height, ...displays.map((display) => display.workArea.height));
  const width = clamp(number('width') ?? defaults.width, MIN_SIZE.width, maxWidth);
  const height = clamp(number('height') ?? defaults.height, MIN_SIZE.height, maxHeight);
  const state: WindowState = { width, height, maximized: record.maximized === true, pinned: record.pinned === true };
  const x = number('x');
  const y = number('y');
  if (x !== undefined && y !== undefined && displays.some((d) => visibleEnough({ x, y, width, height }, d.workArea))) {
    return { ...state, x, y };
  }
  return state;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** True when the title bar of `bounds` lies in `area` with enough width left to grab it. */
function visibleEnough(bounds: Rectangle, area: Rectangle): boolean {
  const overlapWidth = Math.min(bounds.x + bounds.width, area.x + area.width) - Math.max(bounds.x, area.x);
  const titleBarInside = bounds.y >= area.y && bounds.y + MIN_VISIBLE.height <= area.y + area.height;
  return overlapWidth >= MIN_VISIBLE.width && titleBarInside;
}

/** Reads and fits the state saved in `file`; the defaults when it is missing or unreadable. */
export function loadWindowState(
  file: string,
  displays: readonly DisplayLike[],
  defaults: { width: number; height: number },
): WindowState {
  let saved: unknown = null;
  try {
    saved = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // No file yet, or a damaged one: start from the defaults.
  }
  return fitWindowState(saved, displays, defaults);
}

/** The state of `window` now, as saveWindowState writes it. */
export function captureWindowState(window: WindowLike): WindowState {
  const { x, y, width, height } = window.getNormalBounds();
  return { x, y, width, height, maximized: window.isMaximized(), pinned: window.isAlwaysOnTop() };
}

/**
 * Writes the state synchronously: it is saved while the window closes, often as the app quits,
 * when an asynchronous write could be cut off. The file is a few dozen bytes.
 */
export function saveWindowState(file: string, state: WindowState, warn: (message: string) => void): void {
  try {
    writeFileSync(file, JSON.stringify(state));
  } catch (error) {
    warn(`Saving the window state to ${file} failed: ${String(error)}`);
  }
}
