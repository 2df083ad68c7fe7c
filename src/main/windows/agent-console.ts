import type { BrowserWindowConstructorOptions } from 'electron';
import { BUNDLE_ORIGIN } from '../bundle/scheme';
import type { ElectronApi, WindowLike } from '../electron-api';
import { appWindowOptions, openAppWindow, type WindowPlacement } from '../window';
import { captureWindowState, saveWindowState } from './window-state';

/** The agent centre's home page, which the console opens. */
export const AGENT_CONSOLE_URL = `${BUNDLE_ORIGIN}/agentHome`;
/** Size of the console on first start: a compact side window beside other work. */
export const AGENT_CONSOLE_SIZE = { width: 1024, height: 720 } as const;

/** Options of the console window, restoring its pin. */
export function agentConsoleOptions(preloadPath: string, placement: WindowPlacement): BrowserWindowConstructorOptions {
  return {
    ...appWindowOptions(preloadPath, placement.state),
    minWidth: 640,
    minHeight: 480,
    title: 'PlayHub Agent Console',
    alwaysOnTop: placement.state.pinned,
  };
}

/** What the console needs from the app. */
export interface AgentConsoleDeps {
  createWindow: ElectronApi['createWindow'];
  preloadPath: string;
  /** Read when the window is created, so a reopened console returns where it was. */
  placement: () => WindowPlacement;
  warn: (message: string) => void;
  /** Called after the console appears, hides, closes or changes its pin (menus and tray follow). */
  onChange: () => void;
  /** Called with each console window created, e.g. to give it game views. */
  onCreated: (window: WindowLike) => void;
}

/** The agents' pinned console: one window, hidden to the tray instead of closed. */
export interface AgentConsole {
  /** Shows the console, creating it if needed. */
  show(): WindowLike;
  /** Hides a visible console, shows a hidden one. */
  toggle(): void;
  isOpen(): boolean;
  isVisible(): boolean;
  isPinned(): boolean;
  /** Keeps the console above other windows (or not); remembered for the next start. */
  setPinned(pinned: boolean): void;
  /** From now on a close really closes the window (the app is quitting). */
  allowClose(): void;
}

/**
 * The agent centre in its own window that can stay on top of other applications. Closing it
 * hides it to the tray, so the console keeps its session and comes back at once; it really
 * closes only when the app quits.
 */
export function createAgentConsole(deps: AgentConsoleDeps): AgentConsole {
  let window: WindowLike | null = null;
  let quitting = false;
  const alive = (): WindowLike | null => (window && !window.isDestroyed() ? window : null);

  const show = (): WindowLike => {
    const existing = alive();
    if (existing) {
      if (existing.isMinimized()) existing.restore();
      existing.show();
      existing.focus();
      deps.onChange();
      return existing;
    }
    const placement = deps.placement();
    const created = openAppWindow(
      deps.createWindow,
      agentConsoleOptions(deps.preloadPath, placement),
      AGENT_CONSOLE_URL,
      placement,
      deps.warn,
    );
    created.on('close', (event) => {
      if (quitting) return;
      event.preventDefault();
      created.hide();
      deps.onChange();
    });
    created.on('closed', () => {
      if (window === created) window = null;
      deps.onChange();
    });
    window = created;
    deps.onCreated(created);
    deps.onChange();
    return created;
  };

  return {
    show,
    toggle() {
      const current = alive();
      if (current?.isVisible()) {
        current.hide();
        deps.onChange();
      } else {
        show();
      }
    },
    isOpen: () => alive() !== null,
    isVisible: () => alive()?.isVisible() ?? false,
    isPinned: () => alive()?.isAlwaysOnTop() ?? deps.placement().state.pinned,
    setPinned(pinned) {
      const current = alive() ?? show();
      current.setAlwaysOnTop(pinned);
      saveWindowState(deps.placement().stateFile, captureWindowState(current), deps.warn);
      deps.onChange();
    },
    allowClose() {
      quitting = true;
    },
  };
}
