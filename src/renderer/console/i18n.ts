import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, parseLanguage, type Language } from '../../shared/i18n/languages';

/**
 * The console's own i18next instance: its strings (locales/<lng>/console.json) and the shared
 * error texts (common.json, errors.*), loaded per language on demand. The player app's
 * loader leaves console.json out, so operator strings never ship to players.
 */

type LocaleModule = { default: ResourceKey };
const FILES = import.meta.glob<LocaleModule>(['../../../locales/*/console.json', '../../../locales/*/common.json']);
const LANGUAGE_KEY = 'playhub.console.language';

function backend(): BackendModule {
  const loaders = new Map<string, () => Promise<LocaleModule>>();
  for (const [path, load] of Object.entries(FILES)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match) loaders.set(`${match[1]}/${match[2]}`, load);
  }
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      const load = loaders.get(`${language}/${namespace}`);
      if (!load) {
        callback(new Error(`no locale ${language}/${namespace}`), null);
        return;
      }
      load().then(
        (module) => callback(null, module.default),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };
}

export function storedLanguage(): Language {
  try {
    return parseLanguage(localStorage.getItem(LANGUAGE_KEY)) ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Blocked storage: the choice lasts for this page only.
  }
}

/** BCP 47 tags for Intl (dates, relative ages): the platform's codes are not ISO. */
export const INTL_LOCALE: Record<Language, string> = {
  ty: 'fil',
  en: 'en',
  cn: 'zh-CN',
  id: 'id',
  th: 'th',
  vi: 'vi',
};

export function createConsoleI18n(language: Language): { i18n: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  const ready = instance
    .use(backend())
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      fallbackLng: false,
      ns: ['console', 'common'],
      defaultNS: 'console',
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
      showSupportNotice: false,
    });
  return { i18n: instance, ready };
}
