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
  /** The page's own namespace as loaded (the lottery page builds its typed translator on it). */
  readonly messages: Record<string, unknown>;
}

/** The games' translation namespaces: each page loads only its own, in its language only. */
export type PageNamespace = 'slot' | 'lottery';

const MESSAGES = import.meta.glob<Record<string, unknown>>('../../../locales/*/{slot,lottery}.json', {
  import: 'default',
});

/**
 * Applies the language and theme (preferences.ts: the query's, else the site's stored ones) and
 * loads the page's messages (the slot's by default) in that language. The slot runs in a sandboxed frame with an opaque
 * origin, where localStorage throws: it lives on its query alone.
 */
export async function setUpPage(namespace: PageNamespace = 'slot'): Promise<PageSetup> {
  const params = new URLSearchParams(window.location.search);
  const language = pageLanguage(params, readSiteStorage);
  const prefersDark = matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.dataset.theme = pageTheme(params, readSiteStorage, prefersDark);
  document.documentElement.lang = HTML_LANG[language];
  const load =
    MESSAGES[`../../../locales/${language}/${namespace}.json`] ?? MESSAGES[`../../../locales/en/${namespace}.json`];
  const messages = load ? await load() : {};
  return { params, language, messages, t: createTranslator(messages as Parameters<typeof createTranslator>[0]) };
}
