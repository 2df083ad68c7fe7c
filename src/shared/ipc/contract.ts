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
}

export type IpcChannel = keyof IpcContract;

/** Runtime list of channels, in the same order as the contract, for the preload and main. */
export const IPC_CHANNELS = ['app:get-info', 'shell:open-external'] as const satisfies readonly IpcChannel[];

/** The bridge the preload exposes on `window.desktop`: one async call per channel. */
export interface DesktopBridge {
  invoke<C extends IpcChannel>(channel: C, arg: IpcContract[C]['arg']): Promise<IpcContract[C]['result']>;
}

/** The global name under which the preload exposes the bridge. */
export const BRIDGE_GLOBAL = 'desktop';
