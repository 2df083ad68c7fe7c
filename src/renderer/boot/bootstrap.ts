import type { i18n as I18n } from 'i18next';
import { bannerGroupOf } from '../../shared/content-rules';
import { parseLanguage } from '../../shared/i18n/languages';
import { createApi } from '../api';
import { RealtimeClient, realtimeUrl } from '../api/realtimeClient';
import { SESSION_KEYS } from '../../shared/storage-keys';
import { htmlLang } from '../i18n/htmlLang';
import { createI18n } from '../i18n/i18n';
import { createPlatform } from '../platform';
import { RootStore } from '../stores/RootStore';
import { readLanguage, readTheme } from '../stores/UiStore';
import { preloadImage } from './bannerPreload';
import { readSplashBanner } from './splashBanner';
import { takeSocialCode } from './socialCode';
import { applyTheme } from './theme';

export interface Booted {
  store: RootStore;
  i18n: I18n;
}

/**
 * Everything before React mounts: apply the stored theme, then load the language chunk and
 * make the status call in parallel. Resolves when both have settled; a failed status call is
 * kept in the store so the UI can show the network screen with a retry.
 */
export async function bootstrap(win: Window): Promise<Booted> {
  const root = win.document.documentElement;
  const { localStorage: local, sessionStorage: session } = win;
  applyTheme(root, readTheme(local));
  const language = readLanguage(local);
  root.lang = htmlLang(language);
  const { i18n, ready } = createI18n(language);

  const platform = createPlatform(win, {
    merchant: import.meta.env.VITE_MERCHANT,
    version: import.meta.env.VITE_APP_VERSION,
  });
  // Without app info the API falls back to the page's origin; a failing status call then
  // shows the network screen with its retry instead of an endless splash.
  const info = await platform.getAppInfo().catch(() => ({ apiBaseUrl: '', merchant: '' }));
  // The API reports a dead session to the store, which exists only once the API does.
  const late: { store?: RootStore } = {};
  const api = createApi({
    baseURL: info.apiBaseUrl,
    session,
    local,
    currentLanguage: () => parseLanguage(i18n.language) ?? language,
    hasKey: (key) => i18n.exists(key),
    onUnauthorized: () => late.store?.handleUnauthorized(),
  });
  const store = new RootStore({
    api,
    platform,
    i18n,
    session,
    local,
    root,
    apiBaseUrl: info.apiBaseUrl,
    // Reads the token and merchant where the API client does, at each connection.
    realtime: new RealtimeClient({
      url: realtimeUrl(info.apiBaseUrl, win.location),
      token: () => session.getItem(SESSION_KEYS.token) ?? '',
      merchant: () => session.getItem(SESSION_KEYS.merchant) ?? '',
    }),
    pageUrl: () => win.location.href,
    redirect: (url) => win.location.assign(url),
  });
  late.store = store;
  store.content.setSplashBanner(readSplashBanner(win.document));
  if (info.merchant && !store.session.merchant) store.session.setMerchant(info.merchant);

  await Promise.all([ready.catch(() => undefined), store.loadStatus(win.location.host)]);
  // Only an open site loads its shell: under maintenance or a region block every other call is
  // refused. The shell's content (banners, notices) and the header menu are asked for now, not
  // after the first render, and the page's first banner (the home page's largest paint) starts
  // downloading as soon as it is known.
  if (store.siteConfig.rootView === 'app') {
    // The session resumes in the background: the page paints at once and the header (and the
    // route guard, which waits while `restoring`) follow when it is done.
    void store.session.boot({ socialCode: takeSocialCode(win) });
    void store.content
      .loadOnce()
      .then(() => preloadImage(win.document, store.content.bannersOf(bannerGroupOf(win.location.pathname))[0]?.url));
    void store.header.loadLanesOnce();
  }
  return { store, i18n };
}
