import axios, { AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { Envelope } from '../../shared/api/envelope';
import type { EndpointDescriptor } from '../../shared/api/endpoints';
import { DEVICE_HEADER_VALUE, GATEWAY_VERSION, HEADERS } from '../../shared/api/headers';
import { languageHeader, parseLanguage, type Language } from '../../shared/i18n/languages';
import { LOCAL_KEYS, SESSION_KEYS } from '../../shared/storage-keys';
import { ApiError } from './ApiError';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The descriptor of the call, read by the interceptors (ModuleId, token rules, envelope). */
    endpoint?: EndpointDescriptor;
  }
}

/** Calls give up after this long; the UI then shows the timeout message. */
export const API_TIMEOUT_MS = 15_000;

export interface HttpClientOptions {
  baseURL: string;
  session: Storage;
  local: Storage;
  /** The language the UI shows, used when localStorage has no hisLang yet. */
  currentLanguage: () => Language;
  /** Whether the locale has a key, so errors can point at a specific message. */
  hasKey: (key: string) => boolean;
  /** A token call answered 401: the session is over. */
  onUnauthorized: () => void;
  /** For tests: a custom axios adapter. */
  adapter?: InternalAxiosRequestConfig['adapter'];
  timeoutMs?: number;
}

/** /wps answers are enveloped; the lottery gateways answer bare JSON (api-contract.md 1.6). */
function isEnveloped(endpoint: EndpointDescriptor | undefined): boolean {
  return !endpoint || endpoint.path.startsWith('/wps/');
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';
}

/** Adds the platform headers (api-contract.md 1.4) to one request. */
function addPlatformHeaders(
  config: InternalAxiosRequestConfig,
  options: HttpClientOptions,
): InternalAxiosRequestConfig {
  const { session, local } = options;
  const headers = config.headers;
  const merchant = session.getItem(SESSION_KEYS.merchant);
  if (merchant) headers.set(HEADERS.merchant, merchant);
  const token = session.getItem(SESSION_KEYS.token);
  if (token) headers.set(HEADERS.authorization, token);
  const language = parseLanguage(local.getItem(LOCAL_KEYS.hisLang)) ?? options.currentLanguage();
  headers.set(HEADERS.language, languageHeader(language));
  headers.set(HEADERS.device, DEVICE_HEADER_VALUE);
  headers.set(HEADERS.gatewayVersion, GATEWAY_VERSION);
  if (config.endpoint) headers.set(HEADERS.moduleId, config.endpoint.modId);
  return config;
}

/** Turns any axios failure into an ApiError. */
function toApiError(error: unknown, hasKey: (key: string) => boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const response = error.response;
    if (response) {
      const body: unknown = response.data;
      const envelope = isEnvelope(body) ? body : undefined;
      return new ApiError({
        kind: 'http',
        code: envelope?.code ?? (response.status === 504 ? 'timeout' : `http_${response.status}`),
        httpStatus: response.status,
        message: envelope?.message ?? error.message,
        hasKey,
      });
    }
    const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
    return new ApiError({
      kind: timedOut ? 'timeout' : 'network',
      code: timedOut ? 'timeout' : 'network',
      httpStatus: 0,
      message: error.message,
      hasKey,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ kind: 'network', code: 'network', httpStatus: 0, message, hasKey });
}

/**
 * The one axios instance of the app. Its interceptors add the platform headers, unwrap the
 * envelope (the promise resolves with `value`), and map every failure to an ApiError.
 */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const instance = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? API_TIMEOUT_MS,
    headers: { Accept: 'application/json, text/plain, */*' },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  const { hasKey } = options;

  instance.interceptors.request.use((config) => addPlatformHeaders(config, options));
  instance.interceptors.response.use(
    (response: AxiosResponse) => {
      const body: unknown = response.data;
      if (!isEnveloped(response.config.endpoint)) return response;
      if (!isEnvelope(body)) {
        throw new ApiError({
          kind: 'http',
          code: 'invalid_response',
          httpStatus: response.status,
          message: 'Malformed response',
          hasKey,
        });
      }
      if (!body.success) {
        throw new ApiError({
          kind: 'business',
          code: body.code ?? 'unknown',
          httpStatus: response.status,
          message: body.message ?? '',
          hasKey,
        });
      }
      response.data = body.value;
      return response;
    },
    (error: unknown) => {
      const apiError = toApiError(error, hasKey);
      const endpoint = error instanceof AxiosError ? error.config?.endpoint : undefined;
      if (apiError.httpStatus === 401 && endpoint?.token) options.onUnauthorized();
      return Promise.reject(apiError);
    },
  );
  return instance;
}

/** Sends one described call; GET data travels as the query string (api-contract.md 1.3). */
export async function callEndpoint<T>(
  http: AxiosInstance,
  endpoint: EndpointDescriptor,
  data?: Record<string, unknown>,
): Promise<T> {
  const isRead = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  const response = await http.request<T>({
    url: endpoint.path,
    method: endpoint.method,
    endpoint,
    ...(isRead ? { params: data } : { data }),
  });
  return response.data;
}
