import { DEFAULT_LANGUAGE, parseLanguage, storedSiteLanguage, type Language } from '../../shared/i18n/languages';
import { LOCAL_KEYS, THEMES, type Theme } from '../../shared/storage-keys';

/** Reads one key of the site's localStorage; null where storage is out of reach. */
export type StorageRead = (key: string) => string | null;

/**
 * The house pages' language, in the order that makes them speak as the site does: the `lang` the
 * launch or link put in the query, else the language the player site stored (the standalone
 * verifier shares the site's origin; the sandboxed slot frame reads nothing), else the site's
 * default.
 */
export function pageLanguage(query: URLSearchParams, read: StorageRead): Language {
  return parseLanguage(query.get('lang')) ?? storedSiteLanguage(read) ?? DEFAULT_LANGUAGE;
}

/** The theme the same way: the query's, else the site's stored choice, else the system's. */
export function pageTheme(query: URLSearchParams, read: StorageRead, systemPrefersDark: boolean): Theme {
  const chosen = [query.get('theme'), read(LOCAL_KEYS.theme)].find((value) =>
    (THEMES as readonly (string | null)[]).includes(value),
  );
  return (chosen as Theme | undefined) ?? (systemPrefersDark ? 'dark' : 'light');
}

/** localStorage's getItem, or nothing in an opaque origin (the sandboxed frame), where it throws. */
export function readSiteStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
