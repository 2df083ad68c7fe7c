import { ProviderError } from './errors';

/** How long an outside service may take before the call fails: 10 seconds by default. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** An answer read whole: status and body text. */
export interface HttpAnswer {
  status: number;
  text: string;
}

/**
 * One HTTP exchange (a POST when there is a form, else a GET) with a deadline covering the whole
 * answer, body included; redirects are refused rather than followed with credentials. Network failures
 * and timeouts become a ProviderError; any status is returned for the caller to judge.
 */
export async function httpRequest(
  provider: string,
  url: URL | string,
  init: { headers?: Record<string, string>; form?: URLSearchParams; timeoutMs?: number } = {},
): Promise<HttpAnswer> {
  const timeoutMs = init.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  try {
    const response = await fetch(url, {
      method: init.form ? 'POST' : 'GET',
      headers,
      body: init.form?.toString(),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ProviderError(provider, timedOut ? `no answer within ${timeoutMs} ms` : 'request failed', {
      code: timedOut ? 'timeout' : 'network',
      cause: error,
    });
  }
}

/** The body as a JSON object, or null when it is not one (an HTML error page, say). */
export function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A string field of a parsed JSON object, or undefined. */
export function stringField(object: Record<string, unknown> | null, key: string): string | undefined {
  const value = object?.[key];
  return typeof value === 'string' ? value : undefined;
}
