/**
 * The one IPC contract between the desktop main process and the renderer (house style 3).
 * Channel names are written `area:verb-noun`. The preload builds the typed bridge from this
 * list, the main process registers a validated handler for each entry, and the renderer sees
 * only the resulting `DesktopBridge` through its Platform interface.
 *
 * Keep this file free of runtime dependencies: the sandboxed preload bundles it.
 */

/** What the desktop shell tells the renderer about itself at start. */
export interface DesktopAppInfo {
  /** Absolute base URL of the platform server the desktop app talks to. */
  apiBaseUrl: string;
  /** Merchant code the desktop build is configured for, or '' to use the server's default brand. */
  merchant: string;
  version: string;
  os: 'windows' | 'mac' | 'linux';
}

/** The two customer-service channels: live chat for everyone, VIP for rank level above 4. */
export type ServiceChannel = 'live' | 'vip';

/**
 * Where the updater stands after a check: `disabled` in development and unpackaged runs,
 * `up-to-date`, `available` (the user is being asked or declined), `downloading`,
 * `downloaded` (installs on restart or quit) or `error` (logged; the installed version runs on).
 */
export type UpdateStatus = 'disabled' | 'up-to-date' | 'available' | 'downloading' | 'downloaded' | 'error';

/**
 * Height in CSS pixels of the toolbar strip the renderer draws above a game view (title,
 * back-to-lobby, reload, full screen). The view covers the rest of the window below it.
 */
export const GAME_TOOLBAR_HEIGHT = 48;

/** Channel name -> argument and result types. Every argument is a single JSON value. */
export interface IpcContract {
  'app:get-info': { arg: null; result: DesktopAppInfo };
  'shell:open-external': { arg: { url: string }; result: { opened: boolean } };
  /** The remembered-session token kept in the OS-encrypted store, or null (none, expired, unreadable). */
  'session:get-remember': { arg: null; result: { token: string | null } };
  /** Keeps a remember token for 24 hours; stored is false when the OS offers no encryption. */
  'session:set-remember': { arg: { token: string }; result: { stored: boolean } };
  'session:clear-remember': { arg: null; result: { cleared: boolean } };
  /**
   * Opens (or focuses, navigating it when the URL changed) the channel's customer-service
   * window: the decrypted https URL of the chat, 440x500 for live chat, 440x750 for VIP.
   */
  'cs:open': { arg: { channel: ServiceChannel; url: string }; result: { opened: boolean } };
  /** Shows the game at `url` in an isolated view below the toolbar, replacing any open game. */
  'game:open': { arg: { url: string; title: string }; result: { opened: boolean } };
  /** Destroys the open game view (back to lobby); closed is false when none was open. */
  'game:close': { arg: null; result: { closed: boolean } };
  /** Reloads the open game; reloaded is false when none was open. */
  'game:reload': { arg: null; result: { reloaded: boolean } };
  /** Full screen on or off for the window and the game view; answers the resulting state. */
  'game:set-fullscreen': { arg: { fullscreen: boolean }; result: { fullscreen: boolean } };
  /** Checks the update feed now (the "check for updates" command). */
  'update:check': { arg: null; result: { status: UpdateStatus } };
}

export type IpcChannel = keyof IpcContract;

/** Argument type of a channel. */
export type IpcArg<C extends IpcChannel> = IpcContract[C]['arg'];

/** Result type of a channel. */
export type IpcResult<C extends IpcChannel> = IpcContract[C]['result'];

// A mapped object rather than a hand-written array: leaving a channel out, or listing one the
// contract does not have, is a compile error, so the runtime list cannot drift from the type.
const CHANNEL_SET: { readonly [C in IpcChannel]: true } = {
  'app:get-info': true,
  'shell:open-external': true,
  'session:get-remember': true,
  'session:set-remember': true,
  'session:clear-remember': true,
  'cs:open': true,
  'game:open': true,
  'game:close': true,
  'game:reload': true,
  'game:set-fullscreen': true,
  'update:check': true,
};

/** Runtime list of every contract channel, for the preload's allow-list and main's registration. */
export const IPC_CHANNELS: readonly IpcChannel[] = Object.freeze(Object.keys(CHANNEL_SET) as IpcChannel[]);

/** True when `channel` is one of the contract's channels (narrows untrusted strings). */
export function isIpcChannel(channel: unknown): channel is IpcChannel {
  return typeof channel === 'string' && (IPC_CHANNELS as readonly string[]).includes(channel);
}

/**
 * Events the main process pushes to the app page (main -> renderer), event name -> payload.
 * They tell the renderer about changes it did not ask for, so its game toolbar stays true.
 */
export interface IpcEventContract {
  /** The game view was closed by the shell: its page failed to load, crashed, or the app page reloaded. */
  'game:closed': { reason: 'load-failed' | 'crashed' | 'navigated' };
  /** Full screen changed (the toolbar hides in full screen; Escape or the OS can leave it). */
  'game:fullscreen-changed': { fullscreen: boolean };
}

export type IpcEvent = keyof IpcEventContract;

/** Payload type of an event. */
export type IpcEventPayload<E extends IpcEvent> = IpcEventContract[E];

const EVENT_SET: { readonly [E in IpcEvent]: true } = { 'game:closed': true, 'game:fullscreen-changed': true };

/** Runtime list of every main -> renderer event, for the preload's allow-list. */
export const IPC_EVENTS: readonly IpcEvent[] = Object.freeze(Object.keys(EVENT_SET) as IpcEvent[]);

/** True when `event` is one of the contract's events (narrows untrusted strings). */
export function isIpcEvent(event: unknown): event is IpcEvent {
  return typeof event === 'string' && (IPC_EVENTS as readonly string[]).includes(event);
}

/** The bridge the preload exposes on `window.desktop`. */
export interface DesktopBridge {
  /** One async call per channel. */
  invoke<C extends IpcChannel>(channel: C, arg: IpcArg<C>): Promise<IpcResult<C>>;
  /** Listens to one main -> renderer event; call the returned function to stop. */
  on<E extends IpcEvent>(event: E, listener: (payload: IpcEventPayload<E>) => void): () => void;
}

/** The global name under which the preload exposes the bridge. */
export const BRIDGE_GLOBAL = 'desktop';
