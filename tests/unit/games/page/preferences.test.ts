import { describe, expect, it } from 'vitest';
import { pageLanguage, pageTheme } from '../../../../src/games/page/preferences';

/** A stand-in for the site's localStorage. */
const storage =
  (values: Record<string, string>) =>
  (key: string): string | null =>
    values[key] ?? null;
const nothing = storage({});
const query = (text: string) => new URLSearchParams(text);

describe('house page language', () => {
  it("follows the launch's or link's lang first", () => {
    expect(pageLanguage(query('lang=th'), storage({ lang: 'VI' }))).toBe('th');
    expect(pageLanguage(query('lang=CN'), nothing)).toBe('cn');
  });

  it('opened without one (the verifier typed or bookmarked), speaks the language the site stored', () => {
    expect(pageLanguage(query(''), storage({ lang: 'VI' }))).toBe('vi');
    expect(pageLanguage(query('lang=xx'), storage({ lang: 'ID', hisLang: 'TH' }))).toBe('th');
  });

  it("falls back to the site's default language, Tagalog, not English", () => {
    expect(pageLanguage(query(''), nothing)).toBe('ty');
  });
});

describe('house page theme', () => {
  it("takes the query's, then the site's stored theme, then the system's", () => {
    expect(pageTheme(query('theme=dark'), storage({ theme: 'light' }), false)).toBe('dark');
    expect(pageTheme(query(''), storage({ theme: 'dark' }), false)).toBe('dark');
    expect(pageTheme(query('theme=blue'), nothing, true)).toBe('dark');
    expect(pageTheme(query(''), nothing, false)).toBe('light');
  });
});
