/**
 * The slice of Electron the main process uses, written as small structural interfaces. The
 * real `electron` module satisfies them (index.ts passes it in, so the compiler checks that),
 * and tests/unit/main passes a fake, so all main-process logic is tested without the binary.
 */
import type { BrowserWindowConstructorOptions, CustomScheme } from 'electron';

/** An event whose default action a listener may cancel (navigation, webview attach). */
export interface PreventableEvent {
  preventDefault(): void;
}

/** The frame that sent an IPC message; `parent` is null for a top-level frame. */
export interface FrameLike {
  readonly url: string;
  readonly parent: FrameLike | null;
}

/** What an IPC invoke handler learns about its caller. */
export interface IpcInvokeEventLike {
  readonly senderFrame: FrameLike | null;
}

/** ipcMain: registers one async handler per channel. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcInvokeEventLike, ...args: unknown[]) => unknown): void;
}

/** A session's permission hooks (camera, notifications, geolocation, ...). */
export interface SessionLike {
  setPermissionRequestHandler(
    handler: (webContents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: (webContents: unknown, permission: string) => boolean): void;
}

/** The answer of a window-open handler; the app only ever denies. */
export interface WindowOpenDecision {
  action: 'deny';
}

/** A page (window, view or webview guest) as the security hooks see it. */
export interface WebContentsLike {
  readonly session: SessionLike;
  on(event: 'will-navigate', listener: (event: PreventableEvent, url: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => WindowOpenDecision): void;
}

/** A top-level window of the app. */
export interface WindowLike {
  once(event: 'ready-to-show', listener: () => void): unknown;
  show(): void;
  loadURL(url: string): Promise<void>;
  isMinimized(): boolean;
  restore(): void;
  focus(): void;
}

/** The app lifecycle. */
export interface AppLike {
  whenReady(): Promise<void>;
  requestSingleInstanceLock(): boolean;
  enableSandbox(): void;
  quit(): void;
  getPath(name: 'userData'): string;
  getVersion(): string;
  on(event: 'web-contents-created', listener: (event: unknown, contents: WebContentsLike) => void): unknown;
  on(event: 'second-instance' | 'window-all-closed', listener: () => void): unknown;
}

/** Scheme registration and request handling. */
export interface ProtocolLike {
  registerSchemesAsPrivileged(schemes: CustomScheme[]): void;
  handle(scheme: string, handler: (request: Request) => Promise<Response>): void;
}

/** Hands URLs to the operating system. */
export interface ShellLike {
  openExternal(url: string): Promise<void>;
}

/** Electron's safeStorage: strings encrypted with the operating system's key store. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/** Everything the main process takes from Electron. */
export interface ElectronApi {
  app: AppLike;
  protocol: ProtocolLike;
  ipcMain: IpcMainLike;
  shell: ShellLike;
  safeStorage: SafeStorageLike;
  createWindow: (options: BrowserWindowConstructorOptions) => WindowLike;
}
