import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the desktop app finds its platform server and which links may leave the app. */
export interface DesktopConfig {
  /** Absolute http(s) base URL of the platform API, without a trailing slash. */
  apiBaseUrl: string;
  /** scheme://host[:port] of apiBaseUrl: the only origin the page may call (CSP connect-src). */
  apiOrigin: string;
  /** Merchant code sent to the API, or '' for the server's default brand. */
  merchant: string;
  /** Host names the system browser may be sent to; '*.example.com' allows its subdomains. */
  externalHosts: readonly string[];
}

/** The configuration plus the problems found in the sources that were skipped. */
export interface LoadedConfig {
  config: DesktopConfig;
  warnings: string[];
}

/** Used when neither PLAYHUB_API_URL nor config.json names a server: a local platform server. */
export const DEFAULT_API_BASE_URL = 'http://localhost:8080';
/** Name of the optional configuration file in the app's userData directory. */
export const CONFIG_FILE_NAME = 'config.json';

const MERCHANT_PATTERN = /^[A-Za-z0-9_-]{0,32}$/;
const HOST_PATTERN = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Reads the configuration: each value comes from the environment (PLAYHUB_API_URL,
 * PLAYHUB_MERCHANT), else `config.json` in `userDataDir`
 * ({ "apiBaseUrl", "merchant", "externalHosts" }), else the default. An invalid value is
 * skipped with a warning and the next source is used, so a broken file never stops the app.
 */
export async function loadDesktopConfig(
  env: Readonly<Record<string, string | undefined>>,
  userDataDir: string,
): Promise<LoadedConfig> {
  const warnings: string[] = [];
  const file = await readConfigFile(join(userDataDir, CONFIG_FILE_NAME), warnings);

  const apiBaseUrl =
    pick('PLAYHUB_API_URL', env.PLAYHUB_API_URL, parseApiBaseUrl, warnings) ??
    pick(`${CONFIG_FILE_NAME} apiBaseUrl`, file.apiBaseUrl, parseApiBaseUrl, warnings) ??
    DEFAULT_API_BASE_URL;
  const merchant =
    pick('PLAYHUB_MERCHANT', env.PLAYHUB_MERCHANT, parseMerchant, warnings) ??
    pick(`${CONFIG_FILE_NAME} merchant`, file.merchant, parseMerchant, warnings) ??
    '';
  const api = new URL(apiBaseUrl);
  // Links to the operator's own server (downloads, help) may always open in the browser.
  const externalHosts = pick(`${CONFIG_FILE_NAME} externalHosts`, file.externalHosts, parseHosts, warnings) ?? [
    api.hostname,
  ];
  return { config: { apiBaseUrl, apiOrigin: api.origin, merchant, externalHosts }, warnings };
}

/**
 * Accepts an absolute http(s) URL without credentials. Plain http only reaches loopback: the
 * page is a secure origin (app://), so the browser would block http calls to any other host.
 */
export function parseApiBaseUrl(value: unknown): string {
  if (typeof value !== 'string') throw new Error('must be a string');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`"${value}" is not an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('must use http or https');
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new Error('plain http is only allowed for localhost; use https');
  }
  if (url.username || url.password) throw new Error('must not contain credentials');
  if (url.search || url.hash) throw new Error('must not contain a query or fragment');
  return url.href.replace(/\/+$/, '');
}

function parseMerchant(value: unknown): string {
  if (typeof value !== 'string' || !MERCHANT_PATTERN.test(value)) {
    throw new Error('must be up to 32 letters, digits, "-" or "_"');
  }
  return value;
}

function parseHosts(value: unknown): string[] {
  if (!Array.isArray(value)) throw new Error('must be an array of host names');
  return value.map((host) => {
    if (typeof host !== 'string' || !HOST_PATTERN.test(host.toLowerCase())) {
      throw new Error(`"${String(host)}" is not a host name`);
    }
    return host.toLowerCase();
  });
}

/** Parses one optional source; undefined when absent or invalid (the warning says why). */
function pick<T>(source: string, raw: unknown, parse: (value: unknown) => T, warnings: string[]): T | undefined {
  if (raw === undefined || raw === '') return undefined;
  try {
    return parse(raw);
  } catch (error) {
    warnings.push(`Ignoring ${source}: ${(error as Error).message}`);
    return undefined;
  }
}

async function readConfigFile(path: string, warnings: string[]): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      warnings.push(`Ignoring ${path}: ${(error as Error).message}`);
    return {};
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
    warnings.push(`Ignoring ${path}: expected a JSON object`);
  } catch (error) {
    warnings.push(`Ignoring ${path}: ${(error as Error).message}`);
  }
  return {};
}
