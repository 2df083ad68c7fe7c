import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';

/** The namespaces of the app; each language/namespace pair is its own lazily loaded chunk. */
export const NAMESPACES = ['common'] as const;
export const DEFAULT_NS = 'common';

type LocaleModule = { default: ResourceKey };
export type LocaleLoader = () => Promise<LocaleModule>;

/** locales/<lng>/<namespace>.json, one dynamic import each (console.json excluded). */
// The operator console's strings (console.json) stay out of the player bundle.
const LOCALE_FILES = import.meta.glob<LocaleModule>(['../../../locales/*/*.json', '!../../../locales/*/console.json']);

/** Map of "lng/ns" to its loader, from the glob above (or a test's own). */
export function localeLoaders(files: Record<string, LocaleLoader> = LOCALE_FILES): Map<string, LocaleLoader> {
  const map = new Map<string, LocaleLoader>();
  for (const [path, load] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match) map.set(`${match[1]}/${match[2]}`, load);
  }
  return map;
}

/** An i18next backend that loads a language's JSON chunk on demand. */
function chunkBackend(loaders: Map<string, LocaleLoader>): BackendModule {
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

/**
 * Creates the i18next instance and starts loading `language` at once; the returned promise
 * settles when that language's strings are ready. No fallback language is loaded: every key
 * exists in all six languages (a unit test checks it).
 */
export function createI18n(
  language: Language,
  files?: Record<string, LocaleLoader>,
): { i18n: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  const ready = instance
    .use(chunkBackend(localeLoaders(files)))
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      fallbackLng: false,
      ns: [...NAMESPACES],
      defaultNS: DEFAULT_NS,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
      showSupportNotice: false,
    });
  return { i18n: instance, ready };
}
