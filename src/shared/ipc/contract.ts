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

/** Channel name -> argument and result types. Every argument is a single JSON value. */
export interface IpcContract {
  'app:get-info': { arg: null; result: DesktopAppInfo };
  'shell:open-external': { arg: { url: string }; result: { opened: boolean } };
  /** The remembered-session token kept in the OS-encrypted store, or null (none, expired, unreadable). */
  'session:get-remember': { arg: null; result: { token: string | null } };
  /** Keeps a remember token for 24 hours; stored is false when the OS offers no encryption. */
  'session:set-remember': { arg: { token: string }; result: { stored: boolean } };
  'session:clear-remember': { arg: null; result: { cleared: boolean } };
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
};

/** Runtime list of every contract channel, for the preload's allow-list and main's registration. */
export const IPC_CHANNELS: readonly IpcChannel[] = Object.freeze(Object.keys(CHANNEL_SET) as IpcChannel[]);

/** True when `channel` is one of the contract's channels (narrows untrusted strings). */
export function isIpcChannel(channel: unknown): channel is IpcChannel {
  return typeof channel === 'string' && (IPC_CHANNELS as readonly string[]).includes(channel);
}

/** The bridge the preload exposes on `window.desktop`: one async call per channel. */
export interface DesktopBridge {
  invoke<C extends IpcChannel>(channel: C, arg: IpcArg<C>): Promise<IpcResult<C>>;
}

/** The global name under which the preload exposes the bridge. */
export const BRIDGE_GLOBAL = 'desktop';
