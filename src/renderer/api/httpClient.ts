import axios, { AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { Envelope } from '../../shared/api/envelope';
import { ERROR_CODES } from '../../shared/api/error-codes';
import { ENDPOINTS, type EndpointDescriptor } from '../../shared/api/endpoints';
import { DEVICE_HEADER_VALUE, GATEWAY_VERSION, HEADERS } from '../../shared/api/headers';
import { languageHeader, parseLanguage, type Language } from '../../shared/i18n/languages';
import { LOCAL_KEYS, SESSION_KEYS } from '../../shared/storage-keys';
import { ApiError } from './ApiError';
import { createPayloadCipher, type PayloadCipher } from './payloadCipher';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The descriptor of the call, read by the interceptors (ModuleId, token rules, envelope). */
    endpoint?: EndpointDescriptor;
    /** The answer is plain text, not an envelope (the RSA key). */
    rawText?: boolean;
    /** An encrypted call's payload before sealing, kept for the one retry with a fresh key. */
    plainData?: unknown;
    /** Set on the retry after request.decrypt.failed, so it happens only once. */
    decryptRetried?: boolean;
  }
}

/** An RSA modulus of a 1024-bit key is 256 hex digits; the platform's own check is "longer than 100". */
const MIN_MODULUS_HEX = 100;

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
  if (config.endpoint?.modId) headers.set(HEADERS.moduleId, config.endpoint.modId);
  return config;
}

/** Replaces an encrypted call's payload with its sealed form (api-contract.md 2.2). */
async function sealPayload(config: InternalAxiosRequestConfig, cipher: PayloadCipher) {
  if (!config.endpoint?.encrypt) return config;
  if (config.plainData === undefined) config.plainData = config.data ?? {};
  const sealed = await cipher.seal(config.plainData);
  for (const [name, value] of Object.entries(sealed.headers)) config.headers.set(name, value);
  config.headers.set('Content-Type', 'application/json;charset=UTF-8');
  config.data = sealed.body;
  return config;
}

/** The GET of the RSA modulus: plain text, never cached (api-contract.md 2.2 step 1). */
async function fetchRsaKey(http: AxiosInstance): Promise<string> {
  const response = await http.request<string>({
    url: ENDPOINTS.rsaKey.path,
    method: 'GET',
    endpoint: ENDPOINTS.rsaKey,
    params: { t: Date.now() },
    headers: { 'Cache-Control': 'no-cache' },
    responseType: 'text',
    rawText: true,
  });
  return response.data;
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
        value: envelope?.value,
        ...(envelope?.retryAfter === undefined ? {} : { retryAfter: envelope.retryAfter }),
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

/** Reads the RSA key's text answer; an enveloped failure or a short text is an error. */
function readKeyText(response: AxiosResponse, hasKey: (key: string) => boolean): AxiosResponse {
  const text = typeof response.data === 'string' ? response.data.trim() : '';
  if (/^[0-9a-f]+$/i.test(text) && text.length > MIN_MODULUS_HEX) {
    response.data = text;
    return response;
  }
  let body: unknown = response.data;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: fall through to the generic failure
  }
  const envelope = isEnvelope(body) ? body : undefined;
  throw new ApiError({
    kind: 'business',
    code: envelope?.code ?? 'timeout',
    httpStatus: response.status,
    message: envelope?.message ?? 'NO RSA KEY',
    hasKey,
  });
}

/**
 * The one axios instance of the app. Its interceptors add the platform headers, encrypt the
 * calls marked `encrypt`, unwrap the envelope (the promise resolves with `value`), and map
 * every failure to an ApiError.
 */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const instance = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? API_TIMEOUT_MS,
    headers: { Accept: 'application/json, text/plain, */*' },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  const { hasKey } = options;
  const cipher = createPayloadCipher(() => fetchRsaKey(instance));
  /** The request behind each failure, so an encrypted call can be sent again with a fresh key. */
  const failedRequests = new WeakMap<ApiError, InternalAxiosRequestConfig>();

  instance.interceptors.request.use((config) => sealPayload(addPlatformHeaders(config, options), cipher));
  instance.interceptors.response.use(
    (response: AxiosResponse) => {
      const body: unknown = response.data;
      if (response.config.rawText) return readKeyText(response, hasKey);
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
        const error = new ApiError({
          kind: 'business',
          code: body.code ?? 'unknown',
          httpStatus: response.status,
          message: body.message ?? '',
          hasKey,
          value: body.value,
          ...(body.retryAfter === undefined ? {} : { retryAfter: body.retryAfter }),
        });
        failedRequests.set(error, response.config);
        throw error;
      }
      response.data = body.value;
      return response;
    },
    (error: unknown) => {
      const apiError = toApiError(error, hasKey);
      const config = error instanceof AxiosError ? error.config : undefined;
      if (config) failedRequests.set(apiError, config);
      if (apiError.httpStatus === 401 && config?.endpoint?.token) options.onUnauthorized();
      return Promise.reject(apiError);
    },
  );
  // The server rotates its keys: a payload it cannot decrypt is sent once more with a fresh key.
  instance.interceptors.response.use(undefined, (error: unknown) => {
    if (!(error instanceof ApiError)) return Promise.reject(toApiError(error, hasKey));
    const config = failedRequests.get(error);
    if (!config?.endpoint?.encrypt || config.decryptRetried || error.code !== ERROR_CODES.decryptFailed)
      return Promise.reject(error);
    cipher.forgetKey();
    return instance.request({ ...config, data: config.plainData, decryptRetried: true });
  });
  return instance;
}

export interface CallOptions {
  /** Send as application/x-www-form-urlencoded (only the e-mail password reset). */
  form?: boolean;
}

/** Sends one described call; GET data travels as the query string (api-contract.md 1.3). */
export async function callEndpoint<T>(
  http: AxiosInstance,
  endpoint: EndpointDescriptor,
  data?: object,
  options: CallOptions = {},
): Promise<T> {
  return (await requestEndpoint<T>(http, endpoint, data, options)).data;
}

/** Like callEndpoint, but resolves with the whole response (for calls whose headers matter). */
export function requestEndpoint<T>(
  http: AxiosInstance,
  endpoint: EndpointDescriptor,
  data?: object,
  options: CallOptions = {},
): Promise<AxiosResponse<T>> {
  const isRead = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  if (options.form) {
    const form = new URLSearchParams(Object.entries(data ?? {}).map(([k, v]) => [k, String(v)]));
    return http.request<T>({
      url: endpoint.path,
      method: endpoint.method,
      endpoint,
      data: form,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    });
  }
  return http.request<T>({
    url: endpoint.path,
    method: endpoint.method,
    endpoint,
    ...(isRead ? { params: data } : { data }),
  });
}
