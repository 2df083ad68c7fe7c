import { BET_TYPE_RULES, linesOf, type Bet, type BetType } from './bet-types';
import { DRAW_FORMATS, resultProblem, type DrawFormatCode, type DrawResult } from './formats';
import { hitPayout, type LotteryOdds } from './odds';
import { endingsOf } from './pool';

/** One settled line: its numbers, its counted hits, and what it pays for all the bet's units. */
export interface LineSettlement {
  readonly numbers: readonly string[];
  /** Occurrences counted: per occurrence for lô, giải 7 and 4D; 1 or 0 for đề, xiên, trượt. */
  readonly hits: number;
  /** Minor units. */
  readonly payout: number;
}

export interface BetSettlement {
  readonly lines: readonly LineSettlement[];
  /** Sum of the lines' hits. */
  readonly hits: number;
  /** Sum of the lines' payouts, minor units: what the ticket credits. */
  readonly payout: number;
}

/** A result checked against its format, and per bet type each ending value to the tiers of its occurrences. */
interface Board {
  readonly format: DrawFormatCode;
  readonly byType: Map<BetType, Map<string, string[]>>;
}

/**
 * Boards of results already settled against, so that settling a million tickets of one draw
 * indexes its endings once per type instead of once per ticket. Keyed by the result object: a
 * result is never changed in place once settled against (a corrected result is a new object, as
 * it is when loaded again), so the cache changes the cost of an answer, never the answer.
 */
const boards = new WeakMap<DrawResult, Board>();

function occurrences(result: DrawResult, type: BetType): Map<string, string[]> {
  const { format } = BET_TYPE_RULES[type];
  let board = boards.get(result);
  if (board?.format !== format) {
    if (resultProblem(DRAW_FORMATS[format], result)) throw new RangeError(`result does not fit ${format}`);
    board = { format, byType: new Map() };
    boards.set(result, board);
  }
  let index = board.byType.get(type);
  if (!index) {
    index = new Map();
    for (const { tier, value } of endingsOf(result, type)) {
      const tiers = index.get(value);
      if (tiers) tiers.push(tier);
      else index.set(value, [tier]);
    }
    board.byType.set(type, index);
  }
  return index;
}

/**
 * Settles a bet against a draw's full result. Pure and deterministic, all integers: lô counts
 * every occurrence ("nháy"), a 4D hit pays by its tier, xiên pays once when all its numbers
 * appear, trượt once when none does. Throws on a result that does not fit the bet's format (a
 * ticket is never settled against the wrong board) or on units that are not a positive integer;
 * anything else betProblem refuses simply cannot match.
 */
export function settleBet(result: DrawResult, bet: Bet, odds: LotteryOdds): BetSettlement {
  const rule = BET_TYPE_RULES[bet.type];
  if (!Number.isSafeInteger(bet.units) || bet.units < 1) throw new RangeError('units must be a positive integer');
  const index = occurrences(result, bet.type);
  const lines = linesOf(bet).map((numbers): LineSettlement => {
    if (rule.kind === 'each') {
      const tiers = index.get(numbers[0]!) ?? [];
      const perUnit = tiers.reduce((sum, tier) => sum + hitPayout(odds, bet.type, tier), 0);
      return { numbers, hits: tiers.length, payout: perUnit * bet.units };
    }
    const present = numbers.filter((number) => index.has(number)).length;
    const won = rule.kind === 'all' ? present === numbers.length : present === 0;
    return { numbers, hits: won ? 1 : 0, payout: won ? hitPayout(odds, bet.type, '') * bet.units : 0 };
  });
  return {
    lines,
    hits: lines.reduce((sum, line) => sum + line.hits, 0),
    payout: lines.reduce((sum, line) => sum + line.payout, 0),
  };
}
