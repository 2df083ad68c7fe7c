/**
 * Bounds of request values the schemas state explicitly. The server's input guard gives every
 * integer without bounds the range of a database `integer` (plugins/input-guard.ts); a field
 * that holds more, such as an epoch-millisecond time, says how much here.
 */

/** The last millisecond of the year 9999: a date every clock, column and ISO string can hold. */
export const MAX_EPOCH_MS = 253_402_300_799_999;
