import type { Language } from '../../shared/i18n/languages';

/** The BCP 47 tag for <html lang>, since platform codes are not ISO (TY is Tagalog, CN Chinese). */
const HTML_LANG: Record<Language, string> = { ty: 'tl', en: 'en', cn: 'zh-CN', id: 'id', th: 'th', vi: 'vi' };

export function htmlLang(language: Language): string {
  return HTML_LANG[language];
}
