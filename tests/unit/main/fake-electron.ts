import type {
  BrowserWindowConstructorOptions,
  CustomScheme,
  MenuItemConstructorOptions,
  MessageBoxOptions,
  Rectangle,
  WebContentsViewConstructorOptions,
} from 'electron';
import type {
  ElectronApi,
  FrameLike,
  IpcInvokeEventLike,
  MenuLike,
  PreventableEvent,
  SafeStorageLike,
  SessionLike,
  ViewLike,
  WebContentsLike,
  WindowOpenDecision,
} from '../../../src/main/electron-api';
import type { UpdateInfoLike, UpdaterLike } from '../../../src/main/update/updater-like';

type Listener = (...args: never[]) => unknown;

/** Listeners by event name, several per event, as Node's EventEmitter keeps them. */
class FakeEmitter {
  readonly listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  once(event: string, listener: Listener): this {
    const wrapped = (...args: never[]): unknown => {
      this.listeners.set(
        event,
        (this.listeners.get(event) ?? []).filter((l) => l !== wrapped),
      );
      return listener(...args);
    };
    return this.on(event, wrapped);
  }
  /** Calls every listener of `event` with `args`, like EventEmitter.emit. */
  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => unknown)(...args);
  }
  listenerCount(event: string): number {
    return this.listeners.get(event)?.length ?? 0;
  }
}

/** A cancellable event that remembers whether a hook cancelled it. */
export class FakeEvent implements PreventableEvent {
  prevented = false;
  preventDefault(): void {
    this.prevented = true;
  }
}

/** A session whose permission hooks can be asked directly. */
export class FakeSession implements SessionLike {
  requestHandler?: (webContents: unknown, permission: string, callback: (granted: boolean) => void) => void;
  checkHandler?: (webContents: unknown, permission: string) => boolean;
  setPermissionRequestHandler(handler: NonNullable<FakeSession['requestHandler']>): void {
    this.requestHandler = handler;
  }
  setPermissionCheckHandler(handler: NonNullable<FakeSession['checkHandler']>): void {
    this.checkHandler = handler;
  }
  /** What the request handler answers for `permission` (undefined if it never answers). */
  request(permission: string): boolean | undefined {
    let granted: boolean | undefined;
    this.requestHandler?.({}, permission, (answer) => (granted = answer));
    return granted;
  }
}

let nextContentsId = 1;

/** A page whose navigation, window-open, webview, load and input hooks can be triggered. */
export class FakeWebContents extends FakeEmitter implements WebContentsLike {
  readonly id = nextContentsId++;
  readonly session = new FakeSession();
  windowOpenHandler?: (details: { url: string }) => WindowOpenDecision;
  loadedUrls: string[] = [];
  reloads = 0;
  destroyed = false;
  sent: [string, unknown][] = [];
  /** What loadURL answers; a test may make it reject. */
  loadResult: () => Promise<void> = () => Promise.resolve();
  setWindowOpenHandler(handler: (details: { url: string }) => WindowOpenDecision): void {
    this.windowOpenHandler = handler;
  }
  loadURL(url: string): Promise<void> {
    this.loadedUrls.push(url);
    return this.loadResult();
  }
  reload(): void {
    this.reloads += 1;
  }
  close(): void {
    this.destroyed = true;
    this.emit('destroyed');
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  send(channel: string, ...args: unknown[]): void {
    this.sent.push([channel, args[0]]);
  }
  /** Fires will-navigate; true when a hook cancelled it. */
  navigate(url: string): boolean {
    const event = new FakeEvent();
    this.emit('will-navigate', event, url);
    return event.prevented;
  }
  /** Fires will-redirect as a 30x answer does (of the page, or of a frame in it); true when cancelled. */
  redirect(url: string, isMainFrame = true): boolean {
    const event = Object.assign(new FakeEvent(), { url, isMainFrame });
    this.emit('will-redirect', event);
    return event.prevented;
  }
  /** Fires did-navigate: the page's top-level navigation committed on `url`. */
  land(url: string): void {
    this.emit('did-navigate', {}, url);
  }
  /** Fires will-attach-webview; true when a hook cancelled it. */
  attachWebview(): boolean {
    const event = new FakeEvent();
    this.emit('will-attach-webview', event);
    return event.prevented;
  }
  /** Fires did-fail-load as Chromium reports a failed load. */
  failLoad(errorCode: number, isMainFrame = true): void {
    this.emit('did-fail-load', {}, errorCode, 'failed', 'https://x.test/', isMainFrame);
  }
  /** Fires before-input-event for a key press. */
  pressKey(key: string): void {
    this.emit('before-input-event', new FakeEvent(), { type: 'keyDown', key });
  }
}

/** A window's root view that records its children. */
export class FakeContainerView {
  readonly children: ViewLike[] = [];
  addChildView(view: ViewLike): void {
    this.children.push(view);
  }
  removeChildView(view: ViewLike): void {
    const index = this.children.indexOf(view);
    if (index >= 0) this.children.splice(index, 1);
  }
}

/** A WebContentsView that records its bounds. */
export class FakeView {
  readonly webContents = new FakeWebContents();
  bounds?: Rectangle;
  constructor(readonly options: WebContentsViewConstructorOptions) {}
  setBounds(bounds: Rectangle): void {
    this.bounds = bounds;
  }
}

/** A window that records what was done to it. */
export class FakeWindow extends FakeEmitter {
  readonly webContents = new FakeWebContents();
  readonly contentView = new FakeContainerView();
  shown = false;
  visible = false;
  focused = false;
  minimized = false;
  maximized = false;
  fullScreen = false;
  alwaysOnTop: boolean;
  destroyed = false;
  title: string;
  contentSize: [number, number];
  normalBounds: Rectangle;
  loadedUrl?: string;
  loadedUrls: string[] = [];
  constructor(readonly options: BrowserWindowConstructorOptions) {
    super();
    this.alwaysOnTop = options.alwaysOnTop ?? false;
    this.title = options.title ?? '';
    this.contentSize = [options.width ?? 800, options.height ?? 600];
    this.normalBounds = {
      x: options.x ?? 10,
      y: options.y ?? 20,
      width: options.width ?? 800,
      height: options.height ?? 600,
    };
  }
  show(): void {
    this.shown = true;
    this.visible = true;
  }
  hide(): void {
    this.visible = false;
  }
  /** Closes like Electron: 'close' (cancellable), then 'closed' and destruction. */
  close(): void {
    const event = new FakeEvent();
    this.emit('close', event);
    if (event.prevented) return;
    this.destroyed = true;
    this.visible = false;
    this.emit('closed');
  }
  focus(): void {
    this.focused = true;
  }
  isVisible(): boolean {
    return this.visible;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  restore(): void {
    this.minimized = false;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  loadURL(url: string): Promise<void> {
    this.loadedUrl = url;
    this.loadedUrls.push(url);
    return this.webContents.loadURL(url);
  }
  getTitle(): string {
    return this.title;
  }
  setTitle(title: string): void {
    this.title = title;
  }
  getContentSize(): number[] {
    return [...this.contentSize];
  }
  /** Resizes the page area and fires 'resize'. */
  resize(width: number, height: number): void {
    this.contentSize = [width, height];
    this.emit('resize');
  }
  getNormalBounds(): Rectangle {
    return { ...this.normalBounds };
  }
  isMaximized(): boolean {
    return this.maximized;
  }
  maximize(): void {
    this.maximized = true;
  }
  isFullScreen(): boolean {
    return this.fullScreen;
  }
  /** Like Electron, fires enter-/leave-full-screen when the state changes. */
  setFullScreen(flag: boolean): void {
    if (flag === this.fullScreen) return;
    this.fullScreen = flag;
    this.emit(flag ? 'enter-full-screen' : 'leave-full-screen');
  }
  isAlwaysOnTop(): boolean {
    return this.alwaysOnTop;
  }
  setAlwaysOnTop(flag: boolean): void {
    this.alwaysOnTop = flag;
  }
}

/** ipcMain that keeps the registered handlers so tests can invoke them as a renderer would. */
export class FakeIpcMain {
  readonly handlers = new Map<string, (event: IpcInvokeEventLike, ...args: unknown[]) => unknown>();
  handle(channel: string, listener: (event: IpcInvokeEventLike, ...args: unknown[]) => unknown): void {
    if (this.handlers.has(channel)) throw new Error(`second handler for ${channel}`);
    this.handlers.set(channel, listener);
  }
  /** Invokes `channel` like ipcRenderer.invoke; Electron rejects unregistered channels. */
  async invoke(channel: string, event: IpcInvokeEventLike, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return await handler(event, ...args);
  }
}

/** An IPC event from a frame at `url`; `parent` makes it a subframe; `senderId` names the page. */
export function ipcEventFrom(url: string, parent: FrameLike | null = null, senderId = 0): IpcInvokeEventLike {
  return { sender: { id: senderId }, senderFrame: { url, parent } };
}

/** The top-level bundle page, the one trusted IPC sender. */
export const TRUSTED_EVENT = ipcEventFrom('app://bundle/index.html');

/**
 * safeStorage stand-in: a reversible transformation with a marker, so tests can tell that what
 * lies on disk is not the plain text and that only this "OS key" reads it back. `backend` fakes
 * Linux's getSelectedStorageBackend() ('gnome_libsecret', 'basic_text', ...).
 */
export function fakeSafeStorage(available = true, backend?: string): SafeStorageLike {
  const MARK = 'fake-os-encrypted:';
  return {
    isEncryptionAvailable: () => available,
    // Only Linux's safeStorage has the method; leave `backend` unset to fake Windows or macOS.
    ...(backend === undefined ? {} : { getSelectedStorageBackend: () => backend }),
    encryptString: (plain) => Buffer.from(MARK + Buffer.from(plain, 'utf8').reverse().toString('base64')),
    decryptString: (encrypted) => {
      const text = encrypted.toString('utf8');
      if (!text.startsWith(MARK)) throw new Error('not encrypted with this key');
      return Buffer.from(text.slice(MARK.length), 'base64').reverse().toString('utf8');
    },
  };
}

/** A built menu: keeps its template so tests can find items and click them. */
export interface FakeMenu extends MenuLike {
  readonly items: MenuItemConstructorOptions[];
}

/** Finds a menu item by label or role, searching submenus. */
export function findMenuItem(
  items: readonly MenuItemConstructorOptions[],
  match: string,
): MenuItemConstructorOptions | undefined {
  for (const item of items) {
    if (item.label === match || item.role === match) return item;
    const nested = Array.isArray(item.submenu) ? findMenuItem(item.submenu, match) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

/** Clicks a menu item as Electron would (the arguments are unused by the app). */
export function clickMenuItem(items: readonly MenuItemConstructorOptions[], match: string): void {
  const item = findMenuItem(items, match);
  if (!item?.click) throw new Error(`no clickable menu item ${match}`);
  (item.click as () => void)();
}

/** A tray icon that records its menu and tooltip. */
export class FakeTray extends FakeEmitter {
  toolTip = '';
  menu: FakeMenu | null = null;
  destroyed = false;
  constructor(readonly iconPath: string) {
    super();
  }
  setToolTip(toolTip: string): void {
    this.toolTip = toolTip;
  }
  setContextMenu(menu: MenuLike | null): void {
    this.menu = menu as FakeMenu | null;
  }
  destroy(): void {
    this.destroyed = true;
  }
}

/** electron-updater stand-in: checks answer `available`, events are emitted by the test. */
export class FakeUpdater extends FakeEmitter implements UpdaterLike {
  autoDownload = true;
  autoInstallOnAppQuit = true;
  forceDevUpdateConfig = false;
  feedUrl?: string;
  checks = 0;
  downloads = 0;
  installs = 0;
  /** What the next checks answer; the test may make them throw. */
  checkResult: () => Promise<{ isUpdateAvailable: boolean } | null> = () =>
    Promise.resolve({ isUpdateAvailable: false });
  downloadResult: () => Promise<unknown> = () => Promise.resolve([]);
  setFeedURL(options: { provider: 'generic'; url: string }): void {
    this.feedUrl = options.url;
  }
  checkForUpdates(): Promise<{ isUpdateAvailable: boolean } | null> {
    this.checks += 1;
    return this.checkResult();
  }
  downloadUpdate(): Promise<unknown> {
    this.downloads += 1;
    return this.downloadResult();
  }
  quitAndInstall(): void {
    this.installs += 1;
  }
  /** Announces a version as electron-updater does when the feed has a newer one. */
  announce(event: 'update-available' | 'update-downloaded', version: string): void {
    this.emit(event, { version } satisfies UpdateInfoLike);
  }
}

/** Message boxes that answer from a script (button index; 1 = the second button when unset). */
export class FakeDialog {
  readonly shown: MessageBoxOptions[] = [];
  readonly responses: number[] = [];
  showMessageBox(options: MessageBoxOptions): Promise<{ response: number }> {
    this.shown.push(options);
    return Promise.resolve({ response: this.responses.shift() ?? 1 });
  }
}

/** One 1920x1080 display with a 40 px task bar, unless a test attaches others. */
export const DEFAULT_DISPLAYS = [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }];

/** Options of the fake app. */
export interface FakeElectronOptions {
  lockGranted?: boolean;
  userData?: string;
  isPackaged?: boolean;
}

/** A complete fake of the Electron slice the main process uses, plus a call log. */
export function createFakeElectron(options: FakeElectronOptions = {}) {
  const calls: string[] = [];
  const appListeners = new Map<string, Listener>();
  const windows: FakeWindow[] = [];
  const views: FakeView[] = [];
  const trays: FakeTray[] = [];
  const schemes: CustomScheme[] = [];
  const protocolHandlers = new Map<string, (request: Request) => Promise<Response>>();
  const opened: string[] = [];
  const protocolClients: string[] = [];
  const ipcMain = new FakeIpcMain();
  const dialog = new FakeDialog();
  const autoUpdater = new FakeUpdater();
  const menus: { application: FakeMenu | null; dock: FakeMenu | null } = { application: null, dock: null };
  /** Emits an app event as Electron would. */
  const emitApp = (event: string, ...args: unknown[]): void => {
    (appListeners.get(event) as ((...a: unknown[]) => void) | undefined)?.(...args);
  };
  const electron = {
    app: {
      isPackaged: options.isPackaged ?? false,
      // Electron has app.dock on macOS only; the app must not touch it elsewhere, which tests
      // see as menus.dock staying null.
      dock: {
        setMenu: (menu: MenuLike) => {
          menus.dock = menu as FakeMenu;
        },
      },
      whenReady: () => {
        calls.push('whenReady');
        return Promise.resolve();
      },
      requestSingleInstanceLock: () => {
        calls.push('requestSingleInstanceLock');
        return options.lockGranted ?? true;
      },
      enableSandbox: () => calls.push('enableSandbox'),
      quit: () => calls.push('quit'),
      getPath: () => options.userData ?? '/nonexistent-user-data',
      getVersion: () => '1.2.3',
      setAsDefaultProtocolClient: (protocol: string) => {
        protocolClients.push(protocol);
        return true;
      },
      on: (event: string, listener: Listener) => {
        calls.push(`on:${event}`);
        appListeners.set(event, listener);
      },
    },
    protocol: {
      registerSchemesAsPrivileged: (list: CustomScheme[]) => {
        calls.push('registerSchemesAsPrivileged');
        schemes.push(...list);
      },
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) => {
        calls.push('protocol.handle');
        protocolHandlers.set(scheme, handler);
      },
    },
    ipcMain,
    shell: {
      openExternal: (url: string) => {
        opened.push(url);
        return Promise.resolve();
      },
    },
    safeStorage: fakeSafeStorage(),
    screen: { getAllDisplays: () => DEFAULT_DISPLAYS },
    dialog,
    menu: {
      buildFromTemplate: (template: MenuItemConstructorOptions[]): FakeMenu => ({ items: template }),
      setApplicationMenu: (menu: MenuLike | null) => {
        menus.application = menu as FakeMenu | null;
      },
    },
    autoUpdater,
    // Like Electron, a new page announces itself through 'web-contents-created' before its
    // creator gets it back, so the security hooks are in place before anyone can load a URL.
    createWindow: (windowOptions: BrowserWindowConstructorOptions) => {
      calls.push('createWindow');
      const window = new FakeWindow(windowOptions);
      windows.push(window);
      emitApp('web-contents-created', {}, window.webContents);
      return window;
    },
    createView: (viewOptions: WebContentsViewConstructorOptions) => {
      const view = new FakeView(viewOptions);
      views.push(view);
      emitApp('web-contents-created', {}, view.webContents);
      return view;
    },
    createTray: (iconPath: string) => {
      const tray = new FakeTray(iconPath);
      trays.push(tray);
      return tray;
    },
  } satisfies ElectronApi;

  return {
    electron,
    calls,
    appListeners,
    emitApp,
    windows,
    views,
    trays,
    menus,
    dialog,
    autoUpdater,
    schemes,
    protocolHandlers,
    protocolClients,
    opened,
    ipcMain,
  };
}
