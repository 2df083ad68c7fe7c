import type { DesktopAppInfo, IpcArg, IpcChannel, IpcResult } from '../../shared/ipc/contract';
import type { DesktopConfig } from '../config';
import type { ShellLike } from '../electron-api';
import { isAllowedExternalUrl } from '../security/external-links';
import type { RememberStore } from '../session/remember-store';

/** The main-process side of one channel; its argument has already been validated. */
export type IpcHandler<C extends IpcChannel> = (arg: IpcArg<C>) => IpcResult<C> | Promise<IpcResult<C>>;

/** One handler per channel; a channel missing here is a compile error. */
export type IpcHandlers = { readonly [C in IpcChannel]: IpcHandler<C> };

/** What the handlers need from the running app. */
export interface IpcHandlerDeps {
  config: DesktopConfig;
  version: string;
  platform: NodeJS.Platform;
  shell: ShellLike;
  remember: RememberStore;
}

/** Operating system name as the contract spells it. */
export function osName(platform: NodeJS.Platform): DesktopAppInfo['os'] {
  if (platform === 'win32') return 'windows';
  return platform === 'darwin' ? 'mac' : 'linux';
}

/** The handlers of every channel in the contract. */
export function createIpcHandlers({ config, version, platform, shell, remember }: IpcHandlerDeps): IpcHandlers {
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
  };
}
