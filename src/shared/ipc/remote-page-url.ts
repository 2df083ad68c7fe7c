/**
 * The rule for pages the desktop shell loads from the network (customer-service chats, games):
 * an absolute https URL without credentials; plain http only for loopback hosts, where a local
 * test server lives. Browser-safe, so the IPC validators and the renderer can share it.
 */

// src/shared compiles without DOM or Node types; every runtime that runs this file (renderer,
// preload, main) has the WHATWG URL class, of which only these fields are read.
declare const URL: new (url: string) => { protocol: string; hostname: string; username: string; password: string };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Longest page URL accepted; real chat and game launch URLs are far shorter. */
const MAX_REMOTE_URL_LENGTH = 4096;

/** Why `url` may not be loaded as a remote page, or null when it may. */
export function remotePageUrlProblem(url: string): string | null {
  if (url.length === 0 || url.length > MAX_REMOTE_URL_LENGTH) {
    return `url must be 1-${MAX_REMOTE_URL_LENGTH} characters`;
  }
  let parsed: InstanceType<typeof URL>;
  try {
    parsed = new URL(url);
  } catch {
    return 'url must be absolute';
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname))) {
    return 'url must use https (http only for localhost)';
  }
  // Credentials in a URL end up in history and logs, and are a classic phishing disguise.
  if (parsed.username || parsed.password) return 'url must not contain credentials';
  return null;
}
