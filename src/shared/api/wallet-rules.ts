/**
 * Wallet constants the browser needs too (the account record's type filter). Typebox-free, so
 * browser code may import it (wallet.ts is a schema module: types only there).
 */

/** Account-record types a player sees (ledger transaction kinds). */
export const RECORD_TYPES = [
  'transfer',
  'agent_transfer',
  'adjustment',
  'bet',
  'win',
  'rollback',
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_paid',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
