import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import { ApiError, createApi, type Api } from '../../../../src/renderer/api';
import { ENDPOINTS, type EndpointDescriptor } from '../../../../src/shared/api/endpoints';
import { ERROR_CODES } from '../../../../src/shared/api/envelope';
import { createHttpClient, callEndpoint } from '../../../../src/renderer/api/httpClient';
import { makeStatus } from '../fixtures/status';
import { MemoryStorage } from '../fixtures/memoryStorage';

/** Keys the tests pretend the locale has. */
const KNOWN = new Set([
  'errors.login_not_session',
  'errors.function_not_available',
  'errors.too_many_requests',
  'errors.network',
]);
const hasKey = (key: string) => KNOWN.has(key);

/** Local HTTP server whose behaviour per path the tests choose. */
let server: Server;
let baseURL = '';
const seen: { path: string; headers: Record<string, string | string[] | undefined> }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    seen.push({ path: url.pathname + url.search, headers: req.headers });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    switch (url.pathname) {
      case '/wps/system/status':
        return json(200, { success: true, value: makeStatus(), message: '' });
      case '/wps/system/whitelabel':
        return json(200, {
          success: false,
          value: null,
          message: 'The feature is under maintenance',
          code: ERROR_CODES.functionNotAvailable,
        });
      case '/wps/system/setting/register':
        return json(504, 'gateway timeout');
      case '/wps/system/domainRoute':
        return json(429, {
          success: false,
          value: null,
          message: 'slow down',
          code: ERROR_CODES.tooManyRequests,
          retryAfter: 300,
        });
      case '/wps/member/info':
        return json(401, { success: false, value: null, message: 'logged out', code: ERROR_CODES.notLoggedIn });
      case '/wps/public/401':
        return json(401, { success: false, value: null, message: 'no', code: ERROR_CODES.notLoggedIn });
      case '/wps/slow':
        setTimeout(() => json(200, { success: true, value: 1 }), 500);
        return undefined;
      case '/wps/drop':
        req.socket.destroy();
        return undefined;
      case '/wps/weird':
        return json(500, 'plain failure');
      default:
        return json(404, { success: false, value: null, message: 'no route', code: ERROR_CODES.notFound });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let session: MemoryStorage;
let local: MemoryStorage;
let unauthorized: number;

beforeEach(() => {
  session = new MemoryStorage();
  local = new MemoryStorage();
  unauthorized = 0;
  seen.length = 0;
});

function api(timeoutMs?: number): Api {
  return createApi({
    baseURL,
    session,
    local,
    currentLanguage: () => 'ty',
    hasKey,
    onUnauthorized: () => {
      unauthorized += 1;
    },
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('API client headers', () => {
  it('sends Merchant, raw Authorization, upper-case Language from hisLang, Device, ModuleId and gateway version', async () => {
    session.setItem('merchant', 'demo01');
    session.setItem('token', 'tok-123');
    local.setItem('hisLang', 'vi');
    await api().getSystemStatus('play.example.com');
    const request = seen[0];
    expect(request?.path).toBe('/wps/system/status?host=play.example.com');
    expect(request?.headers).toMatchObject({
      merchant: 'demo01',
      authorization: 'tok-123',
      language: 'VI',
      device: 'web',
      moduleid: 'COMM3',
      'x-gateway-version': '3',
    });
  });

  it('omits Merchant and Authorization when the session has none, and uses the current language', async () => {
    await api().getSystemStatus();
    const headers = seen[0]?.headers ?? {};
    expect(headers.merchant).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers.language).toBe('TY');
  });

  it('takes ModuleId from each endpoint descriptor', async () => {
    const http = createHttpClient({
      baseURL: '',
      session,
      local,
      currentLanguage: () => 'en',
      hasKey,
      onUnauthorized: () => undefined,
      adapter: captureAdapter,
    });
    await callEndpoint(http, ENDPOINTS.registerSettings);
    expect(captured[0]?.headers.get('ModuleId')).toBe('REG3');
    expect(captured[0]?.url).toBe('/wps/system/setting/register');
  });
});

const captured: InternalAxiosRequestConfig[] = [];
function captureAdapter(config: InternalAxiosRequestConfig) {
  captured.push(config);
  return Promise.resolve({
    data: { success: true, value: { ok: 1 } },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });
}

describe('API client envelope and errors', () => {
  it('resolves with the envelope value', async () => {
    const status = await api().getSystemStatus();
    expect(status.info.brand.merchantCode).toBe('demo01');
  });

  it('turns success:false into an ApiError with the code and its errors.<code> key', async () => {
    const error = await failure(api().getWhitelabel());
    expect(error).toMatchObject({
      kind: 'business',
      code: 'function.not.available',
      httpStatus: 200,
      message: 'The feature is under maintenance',
      i18nKey: 'errors.function_not_available',
    });
  });

  it('maps an HTTP error with an envelope body to its code', async () => {
    const error = await failure(api().getDomainRoute());
    expect(error).toMatchObject({
      kind: 'http',
      httpStatus: 429,
      code: 'TOO_MANY_REQUESTS',
      i18nKey: 'errors.too_many_requests',
    });
  });

  it('maps 504 to timeout_retry_please', async () => {
    const error = await failure(api().getRegisterSettings());
    expect(error).toMatchObject({ httpStatus: 504, i18nKey: 'errors.timeout_retry_please' });
  });

  it('falls back to errors.unknown for an HTTP error without a known code', async () => {
    const http = createHttpClient({
      baseURL,
      session,
      local,
      currentLanguage: () => 'en',
      hasKey,
      onUnauthorized: () => undefined,
    });
    const error = await failure(callEndpoint(http, endpoint('/wps/weird')));
    expect(error).toMatchObject({ kind: 'http', httpStatus: 500, i18nKey: 'errors.unknown' });
  });

  it('maps a client timeout to timeout_retry_please', async () => {
    const http = createHttpClient({
      baseURL,
      session,
      local,
      currentLanguage: () => 'en',
      hasKey,
      onUnauthorized: () => undefined,
      timeoutMs: 50,
    });
    const error = await failure(callEndpoint(http, endpoint('/wps/slow')));
    expect(error).toMatchObject({ kind: 'timeout', httpStatus: 0, i18nKey: 'errors.timeout_retry_please' });
  });

  it('maps a dropped connection to the network error', async () => {
    const http = createHttpClient({
      baseURL,
      session,
      local,
      currentLanguage: () => 'en',
      hasKey,
      onUnauthorized: () => undefined,
    });
    const error = await failure(callEndpoint(http, endpoint('/wps/drop')));
    expect(error).toMatchObject({ kind: 'network', httpStatus: 0, i18nKey: 'errors.network' });
  });

  it('maps an unreachable server to the network error', async () => {
    const http = createHttpClient({
      baseURL: 'http://127.0.0.1:1',
      session,
      local,
      currentLanguage: () => 'en',
      hasKey,
      onUnauthorized: () => undefined,
    });
    const error = await failure(callEndpoint(http, ENDPOINTS.systemStatus));
    expect(error.i18nKey).toBe('errors.network');
  });
});

function endpoint(path: string, token = false): EndpointDescriptor {
  return { path, method: 'GET', modId: 'COMM3', token, encrypt: false };
}

describe('API client 401 handling', () => {
  it('ends the session when a token call answers 401', async () => {
    const http = createHttpClient({
      baseURL,
      session,
      local,
      currentLanguage: () => 'en',
      hasKey,
      onUnauthorized: () => (unauthorized += 1),
    });
    const error = await failure(callEndpoint(http, endpoint('/wps/member/info', true)));
    expect(error).toMatchObject({ httpStatus: 401, i18nKey: 'errors.login_not_session' });
    expect(unauthorized).toBe(1);
  });

  it('leaves the session alone when a public call answers 401', async () => {
    const http = createHttpClient({
      baseURL,
      session,
      local,
      currentLanguage: () => 'en',
      hasKey,
      onUnauthorized: () => (unauthorized += 1),
    });
    await failure(callEndpoint(http, endpoint('/wps/public/401', false)));
    expect(unauthorized).toBe(0);
  });
});
