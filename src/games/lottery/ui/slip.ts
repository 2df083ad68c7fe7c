import type { LotteryPlaceBody } from '../../../shared/api/lottery-tickets';
import { costOf, lineCount, maxPayoutOf, type Bet, type LotteryOdds } from '../engine';

/** Most bets one slip sends (the contract's maxItems). */
export const MAX_SLIP_BETS = 50;

/** A bet on the slip, with a key the list and its remove button use. */
export interface SlipBet extends Bet {
  readonly id: number;
}

export interface Chase {
  /** Issues in all, the open one included (1 = no chase). */
  readonly issues: number;
  readonly stopOnWin: boolean;
}

/** A confirm that got no answer: retrying the same slip sends the same requestId. */
export interface PendingAttempt {
  readonly requestId: string;
  readonly signature: string;
}

export interface Slip {
  readonly bets: readonly SlipBet[];
  readonly nextId: number;
  readonly chase: Chase;
  readonly attempt: PendingAttempt | null;
}

export const EMPTY_SLIP: Slip = { bets: [], nextId: 1, chase: { issues: 1, stopOnWin: true }, attempt: null };

/** The slip with one more bet (numbers sorted, as the player reads them); unchanged when full. */
export function addBet(slip: Slip, bet: Bet): Slip {
  if (slip.bets.length >= MAX_SLIP_BETS) return slip;
  const numbers = [...bet.numbers].sort();
  return { ...slip, bets: [...slip.bets, { ...bet, numbers, id: slip.nextId }], nextId: slip.nextId + 1 };
}

export function removeBet(slip: Slip, id: number): Slip {
  return { ...slip, bets: slip.bets.filter((bet) => bet.id !== id) };
}

/** A placed slip is emptied; its chase choice stays for the next one. */
export function clearBets(slip: Slip): Slip {
  return { ...slip, bets: [], attempt: null };
}

/** The chase, clamped to 1 .. the schedule's issues ahead plus the open one. */
export function setChase(slip: Slip, chase: Chase, maxChase: number): Slip {
  const issues = Math.max(1, Math.min(Math.floor(chase.issues) || 1, maxChase + 1));
  return { ...slip, chase: { issues, stopOnWin: chase.stopOnWin } };
}

/** What one bet lays, costs and can pay at most, in minor units (the engine's own figures). */
export interface BetFigures {
  readonly lines: number;
  readonly cost: number;
  readonly maxPayout: number;
}

export function betFigures(bet: Bet, odds: LotteryOdds): BetFigures {
  return { lines: lineCount(bet.type, bet.numbers.length), cost: costOf(bet, odds), maxPayout: maxPayoutOf(bet, odds) };
}

/** The slip's figures for one issue, summed over its bets. */
export function slipTotals(bets: readonly Bet[], odds: LotteryOdds): BetFigures {
  return bets.reduce(
    (sum, bet) => {
      const figures = betFigures(bet, odds);
      return {
        lines: sum.lines + figures.lines,
        cost: sum.cost + figures.cost,
        maxPayout: sum.maxPayout + figures.maxPayout,
      };
    },
    { lines: 0, cost: 0, maxPayout: 0 },
  );
}

/** Taken at confirmation: the slip's cost on every chased issue (a stop on win refunds nothing; later issues simply are not bought). */
export function chaseCost(costPerIssue: number, chase: Chase): number {
  return costPerIssue * chase.issues;
}

/** What makes two confirms the same slip: the issue, the bets and the chase. */
function signatureOf(slip: Slip, numero: string): string {
  const bets = slip.bets.map(({ type, numbers, units }) => ({ type, numbers, units }));
  return JSON.stringify({ numero, bets, chase: slip.chase });
}

/**
 * The request for confirming the slip on this issue. A slip confirmed again after a lost answer
 * carries the same requestId (the server answers the tickets it already made, nothing is taken
 * twice); a changed slip is a new request.
 */
export function placeRequest(
  slip: Slip,
  numero: string,
  newRequestId: () => string,
): { body: LotteryPlaceBody; attempt: PendingAttempt } {
  const signature = signatureOf(slip, numero);
  const requestId = slip.attempt?.signature === signature ? slip.attempt.requestId : newRequestId();
  const bets = slip.bets.map(({ type, numbers, units }) => ({ type, numbers: [...numbers], units }));
  const body: LotteryPlaceBody = { requestId, numero, bets };
  if (slip.chase.issues > 1) body.chase = { issues: slip.chase.issues, stopOnWin: slip.chase.stopOnWin };
  return { body, attempt: { requestId, signature } };
}
