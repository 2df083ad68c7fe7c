import { HTML_LANG, type Language } from '../../shared/i18n/languages';

/** The BCP 47 tag for <html lang> (the platform's codes are not ISO: TY is Tagalog, CN Chinese). */
export function htmlLang(language: Language): string {
  return HTML_LANG[language];
}
