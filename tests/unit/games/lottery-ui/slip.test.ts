import { describe, expect, it } from 'vitest';
import { DEFAULT_LOTTERY_ODDS as ODDS, type Bet } from '../../../../src/games/lottery/engine';
import {
  addBet,
  chaseCost,
  clearBets,
  EMPTY_SLIP,
  MAX_SLIP_BETS,
  placeRequest,
  removeBet,
  setChase,
  slipTotals,
  type Slip,
} from '../../../../src/games/lottery/ui/slip';

const LO2: Bet = { type: 'lo2', numbers: ['68', '07'], units: 3 };
const XIEN2: Bet = { type: 'xien2', numbers: ['12', '34', '56'], units: 5 };
const G7: Bet = { type: 'g7', numbers: ['27'], units: 2 };

const ids = () => {
  let n = 0;
  return () => `req-${++n}`;
};

describe('the bet slip', () => {
  it('adds bets with their numbers sorted and removes one by its id', () => {
    let slip = addBet(addBet(EMPTY_SLIP, LO2), XIEN2);
    expect(slip.bets.map((bet) => [bet.id, bet.type, bet.numbers])).toEqual([
      [1, 'lo2', ['07', '68']],
      [2, 'xien2', ['12', '34', '56']],
    ]);
    slip = removeBet(slip, 1);
    expect(slip.bets.map((bet) => bet.type)).toEqual(['xien2']);
    // A new bet never reuses a removed bet's id (React keys stay stable).
    expect(addBet(slip, G7).bets.at(-1)!.id).toBe(3);
  });

  it('holds at most the contract\u2019s 50 bets', () => {
    let slip: Slip = EMPTY_SLIP;
    for (let i = 0; i < MAX_SLIP_BETS + 3; i++) slip = addBet(slip, G7);
    expect(slip.bets).toHaveLength(MAX_SLIP_BETS);
  });

  it('sums lines, cost and maximum payout with the engine\u2019s prices', () => {
    // lô 2: 2 lines × 23.00 × 3 points = 138.00, max 27 hits × 80.00 × 3 per line… only one line can take all 27.
    // xiên 2 of 3: C(3,2) = 3 lines × 1.00 × 5 = 15.00, max 3 lines × 17.00 × 5 = 255.00.
    // giải 7: ×4 cost factor: 1 line × 1.00 × 4 × 2 = 8.00, max 4 hits × 95.00 × 2 = 760.00.
    const totals = slipTotals([LO2, XIEN2, G7], ODDS);
    expect(totals.lines).toBe(2 + 3 + 1);
    expect(totals.cost).toBe(13_800 + 1_500 + 800);
    expect(totals.maxPayout).toBe(27 * 8_000 * 3 + 3 * 1_700 * 5 + 4 * 9_500 * 2);
    expect(slipTotals([], ODDS)).toEqual({ lines: 0, cost: 0, maxPayout: 0 });
  });

  it('charges a chase the slip\u2019s cost on every issue, and clamps it to the schedule', () => {
    expect(chaseCost(16_100, { issues: 5, stopOnWin: true })).toBe(80_500);
    expect(setChase(EMPTY_SLIP, { issues: 50, stopOnWin: false }, 10).chase).toEqual({ issues: 11, stopOnWin: false });
    expect(setChase(EMPTY_SLIP, { issues: 0, stopOnWin: true }, 10).chase.issues).toBe(1);
    expect(setChase(EMPTY_SLIP, { issues: Number.NaN, stopOnWin: true }, 10).chase.issues).toBe(1);
    expect(setChase(EMPTY_SLIP, { issues: 3, stopOnWin: true }, 0).chase.issues).toBe(1);
  });

  it('sends the bets and, only when chasing, the chase', () => {
    const slip = addBet(EMPTY_SLIP, LO2);
    expect(placeRequest(slip, '0601', () => 'r').body).toEqual({
      requestId: 'r',
      numero: '0601',
      bets: [{ type: 'lo2', numbers: ['07', '68'], units: 3 }],
    });
    const chased = setChase(slip, { issues: 4, stopOnWin: true }, 10);
    expect(placeRequest(chased, '0601', () => 'r').body.chase).toEqual({ issues: 4, stopOnWin: true });
  });

  it('reuses the requestId when the same slip is confirmed again after a lost answer, and not otherwise', () => {
    const newId = ids();
    const slip = addBet(EMPTY_SLIP, LO2);
    const first = placeRequest(slip, '0601', newId);
    const retried = placeRequest({ ...slip, attempt: first.attempt }, '0601', newId);
    expect(retried.body.requestId).toBe(first.body.requestId);

    // Another bet, another chase or another issue is another slip: a new request.
    const changed = addBet({ ...slip, attempt: first.attempt }, G7);
    expect(placeRequest(changed, '0601', newId).body.requestId).not.toBe(first.body.requestId);
    expect(placeRequest({ ...slip, attempt: first.attempt }, '0602', newId).body.requestId).not.toBe(
      first.body.requestId,
    );
    // A placed slip forgets its attempt.
    expect(clearBets({ ...slip, attempt: first.attempt })).toMatchObject({ bets: [], attempt: null });
  });
});
