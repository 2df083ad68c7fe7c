/**
 * Rules of the operator catalogue (issue 6) the browser needs at run time: code formats, limits
 * and the import feed's columns. Typebox-free so the console can import the values;
 * src/shared/api/games-admin.ts holds the call shapes.
 */

/** Vendor codes (the contract's vassalage): upper-case letters, digits and underscores. */
export const VENDOR_CODE_PATTERN = /^[A-Z0-9_]{1,40}$/;
/** Game codes as vendors send them: no spaces, no characters that need escaping in a URL path. */
export const GAME_CODE_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;
/** Play types and adapter kinds: short identifiers. */
export const PLAY_TYPE_PATTERN = /^[A-Za-z0-9_]{0,32}$/;
export const ADAPTER_KIND_PATTERN = /^[a-z][a-z0-9_-]{0,31}$/;
export const GAME_NAME_MAX = 120;
export const VENDOR_NAME_MAX = 80;
export const MAX_LINE_NUM = 1_000_000;
export const MAX_SORT_ORDER = 1_000_000_000;

/** The operator games list's largest page. */
export const ADMIN_GAMES_MAX_PAGE_SIZE = 200;

/** An import feed holds at most this many games and this many bytes (JSON or CSV). */
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The CSV feed's columns (header row, any order, case-insensitive). gameCode is required; the
 * vendor column may be left out when the call names the vendor (?vassalage=). An empty cell means
 * "not given": a new game takes the default, an existing one keeps its value. name_<lng> are the
 * names per language (name_en is required for a new game).
 */
export const IMPORT_COLUMNS = [
  'vassalage',
  'gameCode',
  'gameClassify',
  'minBet',
  'lineNum',
  'isHot',
  'defaultPlayType',
  'imagePath',
  'enabled',
  'sortOrder',
] as const;
export const IMPORT_NAME_PREFIX = 'name_';

/** adapter_config keys whose values are secrets: stored, never sent back (matched case-insensitively). */
export const SECRET_CONFIG_KEY = /secret|password|token|private|apikey|api_key/i;
