import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  LANGUAGES,
  SOURCE_LANGUAGE,
  languageHeader,
  parseLanguage,
} from '../../../src/shared/i18n/languages';

describe('languages', () => {
  it('supports the six platform languages with Tagalog as default and English as key source', () => {
    expect(LANGUAGES).toEqual(['ty', 'en', 'cn', 'id', 'th', 'vi']);
    expect(DEFAULT_LANGUAGE).toBe('ty');
    expect(SOURCE_LANGUAGE).toBe('en');
  });

  it('names every language in itself', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LANGUAGES].sort());
    expect(LANGUAGE_NAMES.cn).toBe('中文');
    expect(LANGUAGE_NAMES.th).toBe('ไทย');
  });

  it('parses codes case-insensitively and rejects unknown ones', () => {
    expect(parseLanguage('EN')).toBe('en');
    expect(parseLanguage(' vi ')).toBe('vi');
    expect(parseLanguage('HI')).toBeUndefined();
    expect(parseLanguage(null)).toBeUndefined();
    expect(parseLanguage(undefined)).toBeUndefined();
  });

  it('sends the upper-case code in the Language header', () => {
    expect(languageHeader('ty')).toBe('TY');
  });
});
