/**
 * The slice of Electron the main process uses, written as small structural interfaces. The
 * real `electron` module satisfies them (index.ts passes it in, so the compiler checks that),
 * and tests/unit/main passes a fake, so all main-process logic is tested without the binary.
 */
import type {
  BrowserWindowConstructorOptions,
  CustomScheme,
  MenuItemConstructorOptions,
  MessageBoxOptions,
  Rectangle,
  WebContentsViewConstructorOptions,
} from 'electron';
import type { UpdaterLike } from './update/updater-like';

/** An event whose default action a listener may cancel (navigation, webview attach, close). */
export interface PreventableEvent {
  preventDefault(): void;
}

/** A navigation about to happen (will-redirect): where to, and whether the whole page moves. */
export interface NavigationEventLike extends PreventableEvent {
  readonly url: string;
  /** False for an iframe inside the page. */
  readonly isMainFrame: boolean;
}

/** The frame that sent an IPC message; `parent` is null for a top-level frame. */
export interface FrameLike {
  readonly url: string;
  readonly parent: FrameLike | null;
}

/** What an IPC invoke handler learns about its caller. */
export interface IpcInvokeEventLike {
  /** The page that sent the message; its id tells which app window called. */
  readonly sender: { readonly id: number };
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

/** A keyboard event as before-input-event reports it. */
export interface InputLike {
  readonly type: string;
  readonly key: string;
}

/** A page (window, view or webview guest): the security hooks and what windows do with it. */
export interface WebContentsLike {
  /** Unique while the page lives; keys the navigation policy and the IPC caller. */
  readonly id: number;
  readonly session: SessionLike;
  on(event: 'will-navigate', listener: (event: PreventableEvent, url: string) => void): unknown;
  on(event: 'will-redirect', listener: (details: NavigationEventLike) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  on(event: 'destroyed', listener: () => void): unknown;
  /** A top-level navigation committed (Electron's did-navigate; only the URL is used). */
  on(event: 'did-navigate', listener: (event: unknown, url: string) => void): unknown;
  on(
    event: 'did-fail-load',
    listener: (event: unknown, errorCode: number, description: string, url: string, isMainFrame: boolean) => void,
  ): unknown;
  on(event: 'render-process-gone', listener: (event: unknown, details: { reason: string }) => void): unknown;
  on(event: 'before-input-event', listener: (event: PreventableEvent, input: InputLike) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => WindowOpenDecision): void;
  loadURL(url: string): Promise<void>;
  reload(): void;
  /** Destroys the page (what closes a view's contents). */
  close(): void;
  isDestroyed(): boolean;
  send(channel: string, ...args: unknown[]): void;
}

/** A view that can be placed inside a window's content view. */
export interface ViewLike {
  setBounds(bounds: Rectangle): void;
}

/** A WebContentsView: a view showing one page. */
export interface PageViewLike extends ViewLike {
  readonly webContents: WebContentsLike;
}

/** A window's root view, holding child views such as game views. */
export interface ContainerViewLike {
  addChildView(view: ViewLike): void;
  removeChildView(view: ViewLike): void;
}

/** A top-level window of the app. */
export interface WindowLike {
  readonly webContents: WebContentsLike;
  readonly contentView: ContainerViewLike;
  once(event: 'ready-to-show', listener: () => void): unknown;
  on(event: 'close', listener: (event: PreventableEvent) => void): unknown;
  on(event: 'closed' | 'resize' | 'enter-full-screen' | 'leave-full-screen', listener: () => void): unknown;
  show(): void;
  hide(): void;
  close(): void;
  focus(): void;
  isVisible(): boolean;
  isMinimized(): boolean;
  restore(): void;
  isDestroyed(): boolean;
  loadURL(url: string): Promise<void>;
  getTitle(): string;
  setTitle(title: string): void;
  /** [width, height] of the page area, which child views are laid out in. */
  getContentSize(): number[];
  /** Bounds the window has when neither maximized nor full screen. */
  getNormalBounds(): Rectangle;
  isMaximized(): boolean;
  maximize(): void;
  isFullScreen(): boolean;
  setFullScreen(flag: boolean): void;
  isAlwaysOnTop(): boolean;
  setAlwaysOnTop(flag: boolean): void;
}

/** The macOS Dock icon (app.dock, undefined on other systems). */
export interface DockLike {
  setMenu(menu: MenuLike): void;
}

/** The app lifecycle. */
export interface AppLike {
  /** False in development (`electron .`), true in installed builds. */
  readonly isPackaged: boolean;
  readonly dock?: DockLike;
  whenReady(): Promise<void>;
  requestSingleInstanceLock(): boolean;
  enableSandbox(): void;
  quit(): void;
  getPath(name: 'userData'): string;
  getVersion(): string;
  setAsDefaultProtocolClient(protocol: string): boolean;
  on(event: 'web-contents-created', listener: (event: unknown, contents: WebContentsLike) => void): unknown;
  on(event: 'second-instance', listener: (event: unknown, argv: string[]) => void): unknown;
  on(event: 'open-url', listener: (event: PreventableEvent, url: string) => void): unknown;
  on(event: 'window-all-closed' | 'before-quit', listener: () => void): unknown;
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
  /**
   * Linux only (Electron defines it nowhere else): the secret store in use. 'basic_text' means
   * no keyring was found and strings are "encrypted" with a key built into Chromium.
   */
  getSelectedStorageBackend?(): string;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/** One monitor; workArea excludes task bars and docks. */
export interface DisplayLike {
  readonly workArea: Rectangle;
}

/** The monitors attached now. */
export interface ScreenLike {
  getAllDisplays(): DisplayLike[];
}

/** Native message boxes. */
export interface DialogLike {
  showMessageBox(options: MessageBoxOptions): Promise<{ response: number }>;
}

/** A built menu, opaque to the app. */
export interface MenuLike {
  readonly items: unknown[];
}

/** Menu construction and the application menu. */
export interface MenuApiLike {
  buildFromTemplate(template: MenuItemConstructorOptions[]): MenuLike;
  setApplicationMenu(menu: MenuLike | null): void;
}

/** A notification-area (tray) icon. */
export interface TrayLike {
  setToolTip(toolTip: string): void;
  setContextMenu(menu: MenuLike | null): void;
  on(event: 'click', listener: () => void): unknown;
  destroy(): void;
}

/** Everything the main process takes from Electron (and electron-updater). */
export interface ElectronApi {
  app: AppLike;
  protocol: ProtocolLike;
  ipcMain: IpcMainLike;
  shell: ShellLike;
  safeStorage: SafeStorageLike;
  screen: ScreenLike;
  dialog: DialogLike;
  menu: MenuApiLike;
  autoUpdater: UpdaterLike;
  createWindow: (options: BrowserWindowConstructorOptions) => WindowLike;
  createView: (options: WebContentsViewConstructorOptions) => PageViewLike;
  createTray: (iconPath: string) => TrayLike;
}
