import { HTML_LANG, parseLanguage, type Language } from '../../shared/i18n/languages';
import { createTranslator, type Translate } from '../slot/ui/translate';
import './page.css';

/** What a house page reads from its URL: language and theme (never stored: the sandbox has no storage). */
export interface PageSetup {
  readonly params: URLSearchParams;
  readonly language: Language;
  readonly t: Translate;
}

const MESSAGES = import.meta.glob<Record<string, unknown>>('../../../locales/*/slot.json', { import: 'default' });

/**
 * Applies `lang` and `theme` (light, dark; default the system's) from the query, and loads the
 * slot's messages in that language. The page runs in a sandboxed frame with an opaque origin,
 * where localStorage and cookies throw, so nothing here touches them.
 */
export async function setUpPage(): Promise<PageSetup> {
  const params = new URLSearchParams(window.location.search);
  const language = parseLanguage(params.get('lang')) ?? 'en';
  const asked = params.get('theme');
  const theme =
    asked === 'dark' || asked === 'light'
      ? asked
      : matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  document.documentElement.dataset.theme = theme;
  document.documentElement.lang = HTML_LANG[language];
  const load = MESSAGES[`../../../locales/${language}/slot.json`] ?? MESSAGES['../../../locales/en/slot.json'];
  const messages = load ? await load() : {};
  return { params, language, t: createTranslator(messages as Parameters<typeof createTranslator>[0]) };
}
