import { IPC_CHANNELS, type IpcChannel } from '../../shared/ipc/contract';
import { IPC_VALIDATORS, type IpcValidators } from '../../shared/ipc/validators';
import type { IpcMainLike } from '../electron-api';
import type { IpcHandlers } from './handlers';
import { isTrustedSender } from './sender';

/**
 * The one way to expose main-process code to the renderer: registers a handler for every
 * contract channel, each guarded so that a call from an untrusted frame or with an argument
 * that fails the channel's validator is rejected with a clear error and never reaches the
 * handler. Channels outside the contract get no handler, so Electron rejects them.
 */
export function registerIpcHandlers(
  ipcMain: IpcMainLike,
  handlers: IpcHandlers,
  validators: IpcValidators = IPC_VALIDATORS,
): void {
  for (const channel of IPC_CHANNELS) registerChannel(ipcMain, channel, handlers, validators);
}

function registerChannel<C extends IpcChannel>(
  ipcMain: IpcMainLike,
  channel: C,
  handlers: IpcHandlers,
  validators: IpcValidators,
): void {
  const handler = handlers[channel];
  const validate = validators[channel];
  ipcMain.handle(channel, async (event, ...args) => {
    if (!isTrustedSender(event)) throw new Error(`${channel}: refused, the sender is not the app's top-level page`);
    if (args.length !== 1) throw new Error(`${channel}: invalid argument (expected exactly one, got ${args.length})`);
    const check = validate(args[0]);
    if (!check.ok) throw new Error(`${channel}: invalid argument (${check.reason})`);
    return handler(check.value, { contentsId: event.sender.id });
  });
}
