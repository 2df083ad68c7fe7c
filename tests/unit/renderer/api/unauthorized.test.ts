import { describe, expect, it } from 'vitest';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createApi } from '../../../../src/renderer/api';
import { callEndpoint, createHttpClient } from '../../../../src/renderer/api/httpClient';
import { createI18n } from '../../../../src/renderer/i18n/i18n';
import { RootStore } from '../../../../src/renderer/stores/RootStore';
import { MemoryStorage } from '../fixtures/memoryStorage';
import { RecordingPlatform } from '../fixtures/harness';

/** An adapter answering every call with HTTP 401. */
function reject401(config: InternalAxiosRequestConfig) {
  const response: AxiosResponse = {
    data: { success: false, value: null, code: 'login.not.session', message: 'gone' },
    status: 401,
    statusText: 'Unauthorized',
    headers: {},
    config,
  };
  return Promise.reject(
    new AxiosError('Request failed with status code 401', AxiosError.ERR_BAD_REQUEST, config, null, response),
  );
}

describe('401 on a token call, wired through the root store', () => {
  it('logs the session out, keeps the merchant and opens the login popup', async () => {
    const session = new MemoryStorage();
    const local = new MemoryStorage();
    session.setItem('token', 't');
    session.setItem('merchant', 'demo01');
    session.setItem('merchantCode', 'demo01');
    const { i18n, ready } = createI18n('en');
    await ready;
    const late: { store?: RootStore } = {};
    const options = {
      baseURL: '',
      session,
      local,
      currentLanguage: () => 'en' as const,
      hasKey: (k: string) => i18n.exists(k),
      onUnauthorized: () => late.store?.handleUnauthorized(),
      adapter: reject401,
    };
    const store = new RootStore({ api: createApi(options), platform: new RecordingPlatform(), i18n, session, local });
    late.store = store;
    expect(store.session.isLogin).toBe(true);

    const http = createHttpClient(options);
    await expect(
      callEndpoint(http, { path: '/wps/member/info', method: 'GET', modId: 'COMM3', token: true, encrypt: false }),
    ).rejects.toMatchObject({
      httpStatus: 401,
      i18nKey: 'errors.login_not_session',
    });
    expect(store.session.isLogin).toBe(false);
    expect(session.getItem('token')).toBeNull();
    expect(session.getItem('merchant')).toBe('demo01');
    expect(store.ui.modal).toBe('login');
  });
});
