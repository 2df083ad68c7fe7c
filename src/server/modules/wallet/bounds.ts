import { ERROR_CODES } from '../../../shared/api/envelope';
import { formatMinor } from '../../../shared/money';
import { ApiError } from '../../lib/errors';

/**
 * The ledger's ceilings (issue 17, docs/architecture.md "Money"). Every amount the ledger
 * accepts stays far below 2^53 minor units, so every answer that shows one as a JSON number is
 * exact and no sum of them overflows a bigint column:
 *   - one posting moves at most LEDGER_MAX_MINOR (10^13 minor units, 100,000,000,000.00);
 *   - a player-owned balance holds at most LEDGER_MAX_MINOR;
 *   - any other account (house, bonus and clearing shards) stays within ±LEDGER_SYSTEM_MAX_MINOR
 *     (10^15): they are the other side of every player's money, so they may hold more.
 * The posting check runs here before anything is queued; the balance bounds are CHECK
 * constraints (migration 0025), so no path (single post, group commit, seamless result, house
 * settle) can pass them. Both refuse with 400 ledger.limit.exceeded.
 */
export const LEDGER_MAX_MINOR = 10_000_000_000_000n;
export const LEDGER_SYSTEM_MAX_MINOR = 1_000_000_000_000_000n;

/** The CHECK constraints of migration 0025: a violation of one is a refusal, not a bug. */
export const CEILING_CONSTRAINTS: ReadonlySet<string> = new Set([
  'ledger_accounts_balance_ceiling_check',
  'ledger_accounts_player_balance_ceiling_check',
  'ledger_postings_amount_ceiling_check',
]);

export function ledgerLimitExceeded(
  message = 'The amount or the resulting balance is beyond the ledger ceiling',
): ApiError {
  return new ApiError(400, ERROR_CODES.ledgerLimitExceeded, message, {
    ceiling: Number(formatMinor(LEDGER_MAX_MINOR)),
  });
}

/** Refuses a posting leg above the ceiling (before it reaches the database). */
export function checkPostingAmount(amount: bigint): void {
  if (amount > LEDGER_MAX_MINOR || amount < -LEDGER_MAX_MINOR)
    throw ledgerLimitExceeded(`One posting moves at most ${formatMinor(LEDGER_MAX_MINOR)}`);
}

/** Whether an error is a ledger ceiling refusal (from here or from the database). */
export function isLedgerLimit(error: unknown): boolean {
  return error instanceof ApiError && error.code === ERROR_CODES.ledgerLimitExceeded;
}
