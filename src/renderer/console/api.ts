import type { OperatorMe, OperatorSession, BrandSummary } from '../../shared/api/admin';

/**
 * The console's calls to the operator API (/admin/api). The bearer token lives in
 * sessionStorage only: it ends with the tab, and no other site or tab can read it.
 */

const TOKEN_KEY = 'playhub.console.token';

export const tokenStore = {
  get: (): string | null => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string): void => sessionStorage.setItem(TOKEN_KEY, token),
  clear: (): void => sessionStorage.removeItem(TOKEN_KEY),
};

/** A refused call: the envelope's stable code (translated by the UI) and the server's message. */
export class ConsoleApiError extends Error {
  override name = 'ConsoleApiError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** The envelope's value, when a refusal carries details (an import's report, for example). */
    readonly value: unknown = null,
    /** Seconds until a limited call (429) may be tried again. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}

interface Envelope {
  success: boolean;
  value?: unknown;
  message?: string;
  code?: string;
  retryAfter?: number;
}

let onSignedOut: () => void = () => undefined;
/** Called when the server says the session is gone (expired, revoked): back to the sign-in page. */
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

/** A body sent as is (CSV text, image bytes) with its own content type, instead of JSON. */
export interface RawBody {
  contentType: string;
  data: string | Blob;
}

async function send(method: string, path: string, body?: unknown, raw?: RawBody): Promise<Response> {
  const token = tokenStore.get();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (raw) headers['content-type'] = raw.contentType;
  else if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(path, {
      method,
      headers,
      body: raw ? raw.data : body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ConsoleApiError('network', 'Network error', 0);
  }
}

export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  raw?: RawBody,
): Promise<T> {
  const response = await send(method, path, body, raw);
  let envelope: Envelope;
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    throw new ConsoleApiError('system.busy', `HTTP ${response.status}`, response.status);
  }
  if (!envelope.success) {
    if (response.status === 401 && tokenStore.get()) {
      tokenStore.clear();
      onSignedOut();
    }
    throw new ConsoleApiError(
      envelope.code ?? 'unknown',
      envelope.message ?? '',
      response.status,
      envelope.value,
      envelope.retryAfter ?? null,
    );
  }
  return envelope.value as T;
}

/** A query string from the defined values. */
export function queryOf(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

export const signIn = (username: string, password: string) =>
  api<OperatorSession>('POST', '/admin/api/session', { username, password });
export const signOut = () => api<null>('DELETE', '/admin/api/session');
export const whoAmI = () => api<OperatorMe>('GET', '/admin/api/me');
export const listBrands = () => api<BrandSummary[]>('GET', '/admin/api/brands');

/**
 * An uploaded image (deposit slip, withdrawal proof) as a data: URL. Fetched with the bearer
 * token (an <img src> could not send it) and read as data: because the page's CSP allows
 * data: images but not blob: ones.
 */
export async function uploadImage(id: number): Promise<string> {
  const response = await send('GET', `/admin/api/uploads/${id}`);
  if (!response.ok)
    throw new ConsoleApiError(response.status === 404 ? 'not_found' : 'system.busy', '', response.status);
  const blob = await response.blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new ConsoleApiError('system.busy', 'unreadable image', 0));
    reader.readAsDataURL(blob);
  });
}

/** A fresh idempotency key for one money request (kept while the operator retries the same form). */
export function newRequestId(): string {
  return `console-${crypto.randomUUID()}`;
}
