import { HTML_LANG, type Language } from '../../shared/i18n/languages';
import { createTranslator, type Translate } from '../slot/ui/translate';
import { pageLanguage, pageTheme, readSiteStorage } from './preferences';
import '../../shared/styles/fonts.css';
import './page.css';

/** What a house page reads from its URL (or the site's storage): language and theme. */
export interface PageSetup {
  readonly params: URLSearchParams;
  readonly language: Language;
  readonly t: Translate;
}

const MESSAGES = import.meta.glob<Record<string, unknown>>('../../../locales/*/slot.json', { import: 'default' });

/**
 * Applies the language and theme (preferences.ts: the query's, else the site's stored ones) and
 * loads the slot's messages in that language. The slot runs in a sandboxed frame with an opaque
 * origin, where localStorage throws: it lives on its query alone.
 */
export async function setUpPage(): Promise<PageSetup> {
  const params = new URLSearchParams(window.location.search);
  const language = pageLanguage(params, readSiteStorage);
  const prefersDark = matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.dataset.theme = pageTheme(params, readSiteStorage, prefersDark);
  document.documentElement.lang = HTML_LANG[language];
  const load = MESSAGES[`../../../locales/${language}/slot.json`] ?? MESSAGES['../../../locales/en/slot.json'];
  const messages = load ? await load() : {};
  return { params, language, t: createTranslator(messages as Parameters<typeof createTranslator>[0]) };
}
