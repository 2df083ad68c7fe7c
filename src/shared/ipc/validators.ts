import type { IpcArg, IpcChannel } from './contract';

/** Outcome of checking one untrusted IPC argument. */
export type ArgCheck<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Checks an argument that arrived over IPC, before any handler sees it. */
export type ArgValidator<T> = (value: unknown) => ArgCheck<T>;

/** One validator per channel; a channel missing here is a compile error. */
export type IpcValidators = { readonly [C in IpcChannel]: ArgValidator<IpcArg<C>> };

/** Longest URL the shell will hand to the operating system; real links are far shorter. */
const MAX_URL_LENGTH = 2048;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Remember tokens are server-issued base64url strings; anything else is not one. */
const REMEMBER_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

const expectNull: ArgValidator<null> = (value) =>
  value === null ? { ok: true, value: null } : { ok: false, reason: 'expected null' };

/** The argument schema of each channel: the "channel -> argument schema" half of the contract. */
export const IPC_VALIDATORS: IpcValidators = {
  'app:get-info': expectNull,
  'session:get-remember': expectNull,
  'session:clear-remember': expectNull,
  'session:set-remember': (value) => {
    if (!isPlainObject(value) || Object.keys(value).length !== 1 || typeof value.token !== 'string') {
      return { ok: false, reason: 'expected { token: string }' };
    }
    if (!REMEMBER_TOKEN.test(value.token)) return { ok: false, reason: 'token must be 16-128 base64url characters' };
    return { ok: true, value: { token: value.token } };
  },
  'shell:open-external': (value) => {
    if (!isPlainObject(value) || Object.keys(value).length !== 1 || typeof value.url !== 'string') {
      return { ok: false, reason: 'expected { url: string }' };
    }
    if (value.url.length === 0 || value.url.length > MAX_URL_LENGTH) {
      return { ok: false, reason: `url must be 1-${MAX_URL_LENGTH} characters` };
    }
    return { ok: true, value: { url: value.url } };
  },
};
