import type { DesktopAppInfo, IpcArg, IpcChannel, IpcResult, UpdateStatus } from '../../shared/ipc/contract';
import type { DesktopConfig } from '../config';
import type { ServiceWindows } from '../customer-service/service-windows';
import type { ShellLike } from '../electron-api';
import type { GameViews } from '../game-views/game-views';
import { isAllowedExternalUrl } from '../security/external-links';
import type { RememberStore } from '../session/remember-store';

/** Which app page called: its web contents id, which tells the window it lives in. */
export interface IpcCaller {
  readonly contentsId: number;
}

/** The main-process side of one channel; its argument and its sender have already been checked. */
export type IpcHandler<C extends IpcChannel> = (
  arg: IpcArg<C>,
  caller: IpcCaller,
) => IpcResult<C> | Promise<IpcResult<C>>;

/** One handler per channel; a channel missing here is a compile error. */
export type IpcHandlers = { readonly [C in IpcChannel]: IpcHandler<C> };

/** What the handlers need from the running app. */
export interface IpcHandlerDeps {
  config: DesktopConfig;
  version: string;
  platform: NodeJS.Platform;
  shell: ShellLike;
  remember: RememberStore;
  serviceWindows: ServiceWindows;
  /** The game views of the app window whose page has this id (undefined for other pages). */
  gamesFor: (contentsId: number) => GameViews | undefined;
  checkForUpdates: () => Promise<UpdateStatus>;
}

/** Operating system name as the contract spells it. */
export function osName(platform: NodeJS.Platform): DesktopAppInfo['os'] {
  if (platform === 'win32') return 'windows';
  return platform === 'darwin' ? 'mac' : 'linux';
}

/** The handlers of every channel in the contract. */
export function createIpcHandlers(deps: IpcHandlerDeps): IpcHandlers {
  const { config, version, platform, shell, remember, serviceWindows, gamesFor, checkForUpdates } = deps;
  return {
    'app:get-info': () => ({ apiBaseUrl: config.apiBaseUrl, merchant: config.merchant, version, os: osName(platform) }),
    'shell:open-external': async ({ url }) => {
      // Only https to an allow-listed host: the renderer shows server-supplied links, so a
      // compromised or spoofed payload must not be able to launch arbitrary URL handlers.
      if (!isAllowedExternalUrl(url, config.externalHosts)) return { opened: false };
      try {
        await shell.openExternal(url);
        return { opened: true };
      } catch {
        return { opened: false };
      }
    },
    'session:get-remember': async () => ({ token: await remember.get() }),
    'session:set-remember': async ({ token }) => ({ stored: await remember.set(token) }),
    'session:clear-remember': async () => {
      await remember.clear();
      return { cleared: true };
    },
    'cs:open': ({ channel, url }) => ({ opened: serviceWindows.open(channel, url) }),
    'game:open': ({ url, title }, caller) => ({ opened: gamesFor(caller.contentsId)?.open(url, title) ?? false }),
    'game:close': (_arg, caller) => ({ closed: gamesFor(caller.contentsId)?.close() ?? false }),
    'game:reload': (_arg, caller) => ({ reloaded: gamesFor(caller.contentsId)?.reload() ?? false }),
    'game:set-fullscreen': ({ fullscreen }, caller) => ({
      fullscreen: gamesFor(caller.contentsId)?.setFullscreen(fullscreen) ?? false,
    }),
    'update:check': async () => ({ status: await checkForUpdates() }),
  };
}
