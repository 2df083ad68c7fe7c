import { LOCAL_KEYS } from '../storage-keys';

/**
 * Interface languages. Codes are the platform's (not ISO): TY is Tagalog, CN Chinese.
 * The lower-case code names the locale folder; the upper-case one travels in the Language header.
 */
export const LANGUAGES = ['ty', 'en', 'cn', 'id', 'th', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ty';
/** English is the typed source of translation keys. */
export const SOURCE_LANGUAGE: Language = 'en';

/** Each language named in itself, for the language picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ty: 'Tagalog',
  en: 'English',
  cn: '中文',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  vi: 'Tiếng Việt',
};

/** The BCP 47 tag for <html lang>, since platform codes are not ISO (TY is Tagalog, CN Chinese). */
export const HTML_LANG: Readonly<Record<Language, string>> = {
  ty: 'tl',
  en: 'en',
  cn: 'zh-CN',
  id: 'id',
  th: 'th',
  vi: 'vi',
};

/** Lower-case platform code, or undefined when the value names no supported language. */
export function parseLanguage(value: string | null | undefined): Language | undefined {
  const code = value?.trim().toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code ?? '') ? (code as Language) : undefined;
}

/**
 * The language the player site stored (localStorage hisLang wins over lang, spec section 3), or
 * undefined when neither names one. `read` is the storage's getItem.
 */
export function storedSiteLanguage(read: (key: string) => string | null): Language | undefined {
  return parseLanguage(read(LOCAL_KEYS.hisLang)) ?? parseLanguage(read(LOCAL_KEYS.lang));
}

/** The value of the Language request header for a language. */
export function languageHeader(language: Language): string {
  return language.toUpperCase();
}
