import type { ImportProblem } from '../../../shared/api/games-admin';
import { ERROR_CODES, type ErrorCode } from '../../../shared/api/envelope';
import { GAME_CLASSIFIES } from '../../../shared/api/game-rules';
import {
  GAME_CODE_PATTERN,
  GAME_NAME_MAX,
  MAX_LINE_NUM,
  MAX_SORT_ORDER,
  PLAY_TYPE_PATTERN,
} from '../../../shared/catalogue-rules';
import { LANGUAGES, parseLanguage } from '../../../shared/i18n/languages';
import { parseAmount } from '../../../shared/money';
import { CONTENT_FILE, HTTP_URL, OWN_IMAGE } from '../content/admin';

/**
 * Field checks of a game, shared by the single-game calls and the import feed. They collect
 * every problem of a row (an import reports them all at once) instead of stopping at the first,
 * and accept both JSON values and CSV text ("true", "0.05").
 */

/** A game as sent: every field optional and of unknown type until checked. */
export interface RawGame {
  vassalage?: unknown;
  gameCode?: unknown;
  names?: unknown;
  gameClassify?: unknown;
  minBet?: unknown;
  lineNum?: unknown;
  isHot?: unknown;
  defaultPlayType?: unknown;
  imagePath?: unknown;
  enabled?: unknown;
  sortOrder?: unknown;
}
export const RAW_GAME_KEYS: readonly (keyof RawGame)[] = [
  'vassalage',
  'gameCode',
  'names',
  'gameClassify',
  'minBet',
  'lineNum',
  'isHot',
  'defaultPlayType',
  'imagePath',
  'enabled',
  'sortOrder',
];

/** The checked fields that were given (absent ones: a new game's default, an existing game's value). */
export interface GameFields {
  names?: Record<string, string>;
  gameClassify?: string;
  /** Minor units. */
  minBet?: number;
  lineNum?: number;
  isHot?: boolean;
  defaultPlayType?: string;
  imagePath?: string;
  enabled?: boolean;
  sortOrder?: number;
}

export class Problems {
  readonly list: ImportProblem[] = [];
  add(field: string, code: ErrorCode, message: string): void {
    this.list.push({ field, code, message });
  }
  get any(): boolean {
    return this.list.length > 0;
  }
}

const given = (value: unknown) => value !== undefined && value !== null;

export function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function bool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const word = typeof value === 'string' ? value.trim().toLowerCase() : typeof value === 'number' ? String(value) : '';
  if (['true', '1', 'yes', 'y'].includes(word)) return true;
  if (['false', '0', 'no', 'n'].includes(word)) return false;
  return undefined;
}

function integer(value: unknown, max: number): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(number) && number >= 0 && number <= max ? number : undefined;
}

/** Minor units of a minimum bet: 0 or a positive amount with at most 2 decimals. */
export function minBetMinor(value: unknown): number | undefined {
  if (value === 0 || (typeof value === 'string' && /^0+(\.0*)?$/.test(value.trim()))) return 0;
  const parsed = parseAmount(value);
  return 'minor' in parsed ? Number(parsed.minor) : undefined;
}

/** The game code, or undefined (with a problem) when missing or malformed. */
export function checkGameCode(value: unknown, problems: Problems): string | undefined {
  const code = text(value);
  if (code && GAME_CODE_PATTERN.test(code)) return code;
  problems.add(
    'gameCode',
    ERROR_CODES.catalogueGameCode,
    code ? `Game code "${code}" may only hold letters, digits and _ . : - (at most 64)` : 'The game code is missing',
  );
  return undefined;
}

/** Names per language: known languages only, each 1..GAME_NAME_MAX characters, English required. */
export function checkNames(value: unknown, problems: Problems, field = 'names'): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.add(field, ERROR_CODES.catalogueNameRequired, 'Give the names per language, English at least');
    return undefined;
  }
  const names: Record<string, string> = {};
  let ok = true;
  for (const [language, raw] of Object.entries(value as Record<string, unknown>)) {
    const name = text(raw) ?? '';
    if (parseLanguage(language) !== language) {
      problems.add(
        `${field}.${language}`,
        ERROR_CODES.catalogueNameInvalid,
        `Unknown language "${language}"; use ${LANGUAGES.join(', ')}`,
      );
      ok = false;
    } else if (name.length > GAME_NAME_MAX || /[\p{Cc}<>]/u.test(name)) {
      problems.add(
        `${field}.${language}`,
        ERROR_CODES.catalogueNameInvalid,
        `The ${language} name must be at most ${GAME_NAME_MAX} characters without < > or control characters`,
      );
      ok = false;
    } else if (name !== '') names[language] = name;
  }
  // An English name refused above is already reported; only a missing (or empty) one is added here.
  if (!names.en && !problems.list.some((problem) => problem.field === `${field}.en`)) {
    problems.add(`${field}.en`, ERROR_CODES.catalogueNameRequired, 'The English (en) name is required');
    ok = false;
  }
  return ok ? names : undefined;
}

/** An image address of ours (/img/...) or https; '' for none. */
export function imageProblem(url: string): string | null {
  if (url === '' || OWN_IMAGE.test(url) || (HTTP_URL.test(url) && url.toLowerCase().startsWith('https://')))
    return null;
  return `Image "${url.slice(0, 100)}" must be one of ours (/img/...) or an https address`;
}

/** The SHA-256 of an uploaded content image address, to check the upload exists. */
export function uploadedHash(url: string): string | undefined {
  return CONTENT_FILE.exec(url)?.[1];
}

/**
 * Checks the given fields of a game (the code and vendor are the caller's). `bingo` says
 * whether the brand offers BG: only brands whose default language is TY (spec 3).
 */
export function checkGameFields(raw: RawGame, bingo: boolean, problems: Problems): GameFields {
  const fields: GameFields = {};
  if (given(raw.names)) fields.names = checkNames(raw.names, problems);
  if (given(raw.gameClassify)) {
    const classify = (text(raw.gameClassify) ?? '').toUpperCase();
    if (classify !== '' && !(GAME_CLASSIFIES as readonly string[]).includes(classify))
      problems.add(
        'gameClassify',
        ERROR_CODES.catalogueClassify,
        `Classification "${classify}" is not one of ${GAME_CLASSIFIES.join(', ')}`,
      );
    else if (classify === 'BG' && !bingo)
      problems.add('gameClassify', ERROR_CODES.catalogueBingo, 'BG (bingo) is only offered by TY brands');
    else fields.gameClassify = classify;
  }
  if (given(raw.minBet)) {
    const minor = minBetMinor(raw.minBet);
    if (minor === undefined)
      problems.add('minBet', ERROR_CODES.catalogueMinBet, 'The minimum bet must be 0 or more, with at most 2 decimals');
    else fields.minBet = minor;
  }
  if (given(raw.lineNum)) {
    fields.lineNum = integer(raw.lineNum, MAX_LINE_NUM);
    if (fields.lineNum === undefined)
      problems.add('lineNum', ERROR_CODES.catalogueField, `Lines must be a whole number from 0 to ${MAX_LINE_NUM}`);
  }
  if (given(raw.sortOrder)) {
    fields.sortOrder = integer(raw.sortOrder, MAX_SORT_ORDER);
    if (fields.sortOrder === undefined)
      problems.add('sortOrder', ERROR_CODES.catalogueField, 'The order must be a whole number of 0 or more');
  }
  for (const key of ['isHot', 'enabled'] as const) {
    if (!given(raw[key])) continue;
    fields[key] = bool(raw[key]);
    if (fields[key] === undefined) problems.add(key, ERROR_CODES.catalogueField, `${key} must be true or false`);
  }
  if (given(raw.defaultPlayType)) {
    const playType = text(raw.defaultPlayType);
    if (playType === undefined || !PLAY_TYPE_PATTERN.test(playType))
      problems.add(
        'defaultPlayType',
        ERROR_CODES.catalogueField,
        'The play type is letters, digits and _ (at most 32)',
      );
    else fields.defaultPlayType = playType;
  }
  if (given(raw.imagePath)) {
    const url = text(raw.imagePath) ?? '';
    const problem = imageProblem(url);
    if (problem) problems.add('imagePath', ERROR_CODES.contentUrl, problem);
    else fields.imagePath = url;
  }
  return fields;
}
