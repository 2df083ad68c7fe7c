// Every language is translated: a value equal to the English one is a key someone forgot to
// translate, unless it is on the short list below of words that are rightly the same.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SOURCE_LANGUAGE, type Language } from '../../../../src/shared/i18n/languages';

const LOCALES = resolve(import.meta.dirname, '../../../../locales');

type Tree = { [key: string]: string | Tree };

/**
 * English values a language may keep as they are, and why. Keep it short: a word belongs here
 * only when a native speaker's interface would show exactly this text.
 */
const SAME_AS_ENGLISH: readonly { values: readonly string[]; languages: readonly Language[] | 'all'; why: string }[] = [
  {
    values: [
      'Google',
      'Facebook',
      'WhatsApp',
      'WeChat',
      'QQ',
      'Line ID',
      'LINE',
      'Telegram',
      'Viber',
      'Lucky Crown',
      'FB Sports',
    ],
    languages: 'all',
    why: 'brand and product names (LINE itself calls the handle "Line ID" in every language)',
  },
  {
    values: ['Malta Gaming Authority'],
    languages: 'all',
    why: "a regulator's official name, which exists in English only",
  },
  {
    values: ['VIP', 'ID', 'JSON', 'CSV', 'SHA-512', 'Nonce', 'RTP'],
    languages: 'all',
    why: 'abbreviations and technical names written the same in every language (Nonce: the term fairness calculators show; RTP: the return to player published in game rules)',
  },
  {
    values: [
      'Lô 2 số',
      'Lô 3 số',
      'Lô 4 số',
      'Xiên 2',
      'Xiên 3',
      'Xiên 4',
      'Trượt 4',
      'Trượt 8',
      'Trượt 10',
      'Đề',
      'Đề đầu',
      'Đề đuôi',
      'Đề giải nhất',
      'Giải 7',
      '3 càng',
      '4 càng',
      '4D Big',
      '4D Small',
    ],
    languages: 'all',
    why: "the lottery bet types' own names (Vietnamese market names, 4D's Big and Small), shown under the translated name in every language as players know them",
  },
  {
    values: ['E-mail', 'Poker', 'Bingo', 'Wild', 'Scatter'],
    languages: ['ty', 'id', 'vi'],
    why: 'the words Filipino, Indonesian and Vietnamese players use; slot symbols keep their industry names there',
  },
  {
    values: ['App'],
    languages: ['ty'],
    why: 'Filipino says "app" (Aplikasyon is the formal word, too long for the header bar beside the game types)',
  },
  {
    values: ['Password', 'Jackpot', 'E-Sports'],
    languages: ['ty', 'id'],
    why: 'loanwords that are the usual Filipino and Indonesian terms',
  },
  {
    values: ['Transfer', 'Deposit', 'Status', 'Bank', 'Memo', 'Format', 'Admin', 'Operator', 'Vietnam'],
    languages: ['id'],
    why: 'Indonesian words spelled as in English (KBBI)',
  },
];

/** key -> value of every leaf, with nested keys joined by dots. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** True when the value has nothing to translate once its {{variables}} are removed ("{{age}}+"). */
function hasNoWords(text: string): boolean {
  return !/\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));
}

function mayStayEnglish(language: Language, text: string): boolean {
  return (
    hasNoWords(text) ||
    SAME_AS_ENGLISH.some(
      (entry) => entry.values.includes(text) && (entry.languages === 'all' || entry.languages.includes(language)),
    )
  );
}

const namespaces = readdirSync(resolve(LOCALES, SOURCE_LANGUAGE)).filter((f) => f.endsWith('.json'));
const load = (language: string, file: string) =>
  flatten(JSON.parse(readFileSync(resolve(LOCALES, language, file), 'utf8')) as Tree);

describe('translations', () => {
  for (const language of LANGUAGES.filter((code) => code !== SOURCE_LANGUAGE)) {
    it(`${language}: no value is the English one, except the reasoned allow-list`, () => {
      const untranslated: string[] = [];
      for (const file of namespaces) {
        const target = load(language, file);
        for (const [key, english] of load(SOURCE_LANGUAGE, file))
          if (target.get(key) === english && !mayStayEnglish(language, english))
            untranslated.push(`${file} ${key}: "${english}"`);
      }
      expect(untranslated, `${language} values still in English`).toEqual([]);
    });
  }

  it('allow only words that some English value really uses', () => {
    const english = new Set(namespaces.flatMap((file) => [...load(SOURCE_LANGUAGE, file).values()]));
    for (const entry of SAME_AS_ENGLISH) for (const value of entry.values) expect(english.has(value), value).toBe(true);
  });
});
