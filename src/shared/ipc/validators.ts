import type { IpcArg, IpcChannel, ServiceChannel } from './contract';
import { remotePageUrlProblem } from './remote-page-url';

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

/** True when `value` is a plain object with exactly the keys `keys`, in any order. */
function hasExactKeys(value: unknown, keys: readonly string[]): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => own.includes(key));
}

const SERVICE_CHANNELS: readonly ServiceChannel[] = ['live', 'vip'];

/** Longest game title shown in the toolbar and the window title. */
const MAX_TITLE_LENGTH = 200;

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
  'cs:open': (value) => {
    if (!hasExactKeys(value, ['channel', 'url']) || typeof value.url !== 'string') {
      return { ok: false, reason: "expected { channel: 'live' | 'vip', url: string }" };
    }
    const channel = SERVICE_CHANNELS.find((known) => known === value.channel);
    if (!channel) return { ok: false, reason: "channel must be 'live' or 'vip'" };
    const problem = remotePageUrlProblem(value.url);
    return problem ? { ok: false, reason: problem } : { ok: true, value: { channel, url: value.url } };
  },
  'game:open': (value) => {
    if (!hasExactKeys(value, ['url', 'title']) || typeof value.url !== 'string' || typeof value.title !== 'string') {
      return { ok: false, reason: 'expected { url: string, title: string }' };
    }
    if (value.title.length > MAX_TITLE_LENGTH)
      return { ok: false, reason: `title must be at most ${MAX_TITLE_LENGTH} characters` };
    const problem = remotePageUrlProblem(value.url);
    return problem ? { ok: false, reason: problem } : { ok: true, value: { url: value.url, title: value.title } };
  },
  'game:close': expectNull,
  'game:reload': expectNull,
  'game:set-fullscreen': (value) =>
    hasExactKeys(value, ['fullscreen']) && typeof value.fullscreen === 'boolean'
      ? { ok: true, value: { fullscreen: value.fullscreen } }
      : { ok: false, reason: 'expected { fullscreen: boolean }' },
  'update:check': expectNull,
};
