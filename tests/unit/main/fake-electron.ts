import type { BrowserWindowConstructorOptions, CustomScheme } from 'electron';
import type {
  ElectronApi,
  FrameLike,
  IpcInvokeEventLike,
  PreventableEvent,
  SafeStorageLike,
  SessionLike,
  WebContentsLike,
  WindowOpenDecision,
} from '../../../src/main/electron-api';

type Listener = (...args: never[]) => unknown;

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

/** A page whose navigation, window-open and webview hooks can be triggered. */
export class FakeWebContents implements WebContentsLike {
  readonly session = new FakeSession();
  readonly listeners = new Map<string, Listener>();
  windowOpenHandler?: (details: { url: string }) => WindowOpenDecision;
  on(event: string, listener: Listener): this {
    this.listeners.set(event, listener);
    return this;
  }
  setWindowOpenHandler(handler: (details: { url: string }) => WindowOpenDecision): void {
    this.windowOpenHandler = handler;
  }
  /** Fires will-navigate; true when a hook cancelled it. */
  navigate(url: string): boolean {
    const event = new FakeEvent();
    (this.listeners.get('will-navigate') as ((e: FakeEvent, url: string) => void) | undefined)?.(event, url);
    return event.prevented;
  }
  /** Fires will-attach-webview; true when a hook cancelled it. */
  attachWebview(): boolean {
    const event = new FakeEvent();
    (this.listeners.get('will-attach-webview') as ((e: FakeEvent) => void) | undefined)?.(event);
    return event.prevented;
  }
}

/** A window that records what was done to it. */
export class FakeWindow {
  readonly listeners = new Map<string, () => void>();
  shown = false;
  focused = false;
  minimized = false;
  loadedUrl?: string;
  constructor(readonly options: BrowserWindowConstructorOptions) {}
  once(event: string, listener: () => void): this {
    this.listeners.set(event, listener);
    return this;
  }
  show(): void {
    this.shown = true;
  }
  loadURL(url: string): Promise<void> {
    this.loadedUrl = url;
    return Promise.resolve();
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  restore(): void {
    this.minimized = false;
  }
  focus(): void {
    this.focused = true;
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

/** An IPC event from a frame at `url`; `parent` makes it a subframe. */
export function ipcEventFrom(url: string, parent: FrameLike | null = null): IpcInvokeEventLike {
  return { senderFrame: { url, parent } };
}

/** The top-level bundle page, the one trusted IPC sender. */
export const TRUSTED_EVENT = ipcEventFrom('app://bundle/index.html');

/** A complete fake of the Electron slice the main process uses, plus a call log. */
/**
 * safeStorage stand-in: a reversible transformation with a marker, so tests can tell that what
 * lies on disk is not the plain text and that only this "OS key" reads it back.
 */
export function fakeSafeStorage(available = true): SafeStorageLike {
  const MARK = 'fake-os-encrypted:';
  return {
    isEncryptionAvailable: () => available,
    encryptString: (plain) => Buffer.from(MARK + Buffer.from(plain, 'utf8').reverse().toString('base64')),
    decryptString: (encrypted) => {
      const text = encrypted.toString('utf8');
      if (!text.startsWith(MARK)) throw new Error('not encrypted with this key');
      return Buffer.from(text.slice(MARK.length), 'base64').reverse().toString('utf8');
    },
  };
}

export function createFakeElectron(options: { lockGranted?: boolean; userData?: string } = {}) {
  const calls: string[] = [];
  const appListeners = new Map<string, Listener>();
  const windows: FakeWindow[] = [];
  const schemes: CustomScheme[] = [];
  const protocolHandlers = new Map<string, (request: Request) => Promise<Response>>();
  const opened: string[] = [];
  const ipcMain = new FakeIpcMain();
  const electron = {
    app: {
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
      on: (event: string, listener: Listener) => appListeners.set(event, listener),
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
    createWindow: (windowOptions: BrowserWindowConstructorOptions) => {
      calls.push('createWindow');
      const window = new FakeWindow(windowOptions);
      windows.push(window);
      return window;
    },
  } satisfies ElectronApi;

  /** Emits an app event as Electron would. */
  const emitApp = (event: string, ...args: unknown[]): void => {
    (appListeners.get(event) as ((...a: unknown[]) => void) | undefined)?.(...args);
  };
  return { electron, calls, appListeners, emitApp, windows, schemes, protocolHandlers, opened, ipcMain };
}
