/**
 * House-game paths the browser needs at run time (typebox-free, so the game page may import
 * them; the schemas are in house.ts, which re-exports these).
 */

/** Prefix of the house games' API (CORS-open: the sandboxed game page's origin is "null"). */
export const HOUSE_API_PREFIX = '/house/api/';
/** The house slot's page; the launch URL adds `?token=&lang=` (and optionally `theme=`). */
export const HOUSE_SLOT_PATH = '/house/slot/';
/** The fairness verifier page (query: serverSeed, commitment, clientSeed, nonce, stake, lang, theme). */
export const HOUSE_VERIFY_PATH = '/house/verify/';
