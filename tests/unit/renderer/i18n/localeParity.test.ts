import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodeToKey } from '../../../../src/renderer/api/ApiError';
import { ERROR_CODES } from '../../../../src/shared/api/envelope';
import { LANGUAGES, SOURCE_LANGUAGE } from '../../../../src/shared/i18n/languages';

const LOCALES = resolve(import.meta.dirname, '../../../../locales');

type Tree = { [key: string]: string | Tree };

/** key -> value of every leaf, with nested keys joined by dots. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const namespaces = readdirSync(resolve(LOCALES, SOURCE_LANGUAGE)).filter((f) => f.endsWith('.json'));
const load = (language: string, file: string) =>
  flatten(JSON.parse(readFileSync(resolve(LOCALES, language, file), 'utf8')) as Tree);

describe('locale files', () => {
  it('exist for exactly the six languages', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const file of namespaces) {
    const source = load(SOURCE_LANGUAGE, file);
    for (const language of LANGUAGES) {
      it(`${language}/${file} has every English key, no extra key, same variables, no empty value`, () => {
        const target = load(language, file);
        expect([...target.keys()].sort()).toEqual([...source.keys()].sort());
        for (const [key, text] of source) {
          const translated = target.get(key) ?? '';
          expect(translated.trim(), `${language}:${key} is empty`).not.toBe('');
          expect(variables(translated), `${language}:${key} variables`).toEqual(variables(text));
        }
      });
    }
  }

  it('translate every server error code and the fallbacks', () => {
    const common = load(SOURCE_LANGUAGE, 'common.json');
    for (const code of Object.values(ERROR_CODES))
      expect(common.has(`errors.${errorCodeToKey(code)}`), code).toBe(true);
    for (const key of ['errors.network', 'errors.timeout_retry_please', 'errors.unknown'])
      expect(common.has(key)).toBe(true);
  });

  it('contain the spec keys of the maintenance and region pages and the chunk message', () => {
    const common = load(SOURCE_LANGUAGE, 'common.json');
    for (const key of [
      'game_maintenance',
      'end_time',
      'info_maintenance',
      'in_customer_service',
      'blockip',
      'info_ip_block',
    ])
      expect(common.has(key), key).toBe(true);
    expect(common.get('chunk.failed')).toBe('Loading chunk {{n}} failed');
  });

  it('keep each language small enough for its budget (raw size well under 15 KB gzip)', () => {
    for (const language of LANGUAGES) {
      for (const file of namespaces) expect(readFileSync(resolve(LOCALES, language, file)).length).toBeLessThan(60_000);
    }
  });
});
