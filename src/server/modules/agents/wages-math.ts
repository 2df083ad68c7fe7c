import type { DailyTerms, DividendTerms, HourlyTerms, RealtimeTerms } from '../../../shared/api/agent';
import { MINOR_PER_MAJOR } from '../../../shared/money';

/**
 * The arithmetic of wages (pure; hand-checked in tests/server/agent-wages.test.ts). Figures are
 * integer minor units; contract thresholds are major-unit numbers (the API shape stored in
 * agent_contracts.terms) and rates integer basis points. An amount is rounded down and never negative.
 */

/** A team's figures over a period (the team is the agent and its whole downline). */
export interface TeamFigures {
  stake: bigint;
  validTurnover: bigint;
  payout: bigint;
  activePlayers: number;
  /** Real-time: stake of the rounds the player won (payout > stake) and lost (payout < stake). */
  wonStake: bigint;
  lostStake: bigint;
}

export const EMPTY_FIGURES: TeamFigures = {
  stake: 0n,
  validTurnover: 0n,
  payout: 0n,
  activePlayers: 0,
  wonStake: 0n,
  lostStake: 0n,
};

/** What one contract pays for one period (one or two parts). */
export interface WageLine {
  part: '' | 'win' | 'loss';
  basis: bigint;
  rateBp: number;
  amount: bigint;
  /** Dividend only: the negative result carried into the next cycle (<= 0). */
  carryOver: bigint;
}

/** Major-unit threshold to minor units (thresholds have at most 2 decimals). */
export function thresholdMinor(major: number): bigint {
  return BigInt(Math.round(major * Number(MINOR_PER_MAJOR)));
}

/** floor(basis * rate / 10000), 0 for a basis <= 0. */
export function share(basis: bigint, rateBp: number): bigint {
  if (basis <= 0n || rateBp <= 0) return 0n;
  return (basis * BigInt(rateBp)) / 10_000n;
}

/**
 * The tier that applies: among the tiers every threshold of which the figures reach, the one with
 * the highest thresholds (the terms' order does not matter); none reached pays nothing.
 */
export function tierRate<T extends { rateBp: number }>(
  tiers: readonly T[],
  reaches: (tier: T) => boolean,
  rank: (tier: T) => bigint,
): number {
  let best: T | undefined;
  for (const tier of tiers) if (reaches(tier) && (!best || rank(tier) >= rank(best))) best = tier;
  return best?.rateBp ?? 0;
}

export function dailyWage(terms: DailyTerms, figures: TeamFigures): WageLine {
  const rateBp = tierRate(
    terms.tiers,
    (t) => figures.validTurnover >= thresholdMinor(t.minTurnover) && figures.activePlayers >= t.minActivePlayers,
    (t) => thresholdMinor(t.minTurnover) * 10_000_000n + BigInt(t.minActivePlayers),
  );
  const basis = figures.validTurnover;
  return { part: '', basis, rateBp, amount: share(basis, rateBp), carryOver: 0n };
}

export function hourlyWage(terms: HourlyTerms, figures: TeamFigures): WageLine {
  const rateBp = tierRate(
    terms.tiers,
    (t) => figures.validTurnover >= thresholdMinor(t.minTurnover),
    (t) => thresholdMinor(t.minTurnover),
  );
  const basis = figures.validTurnover;
  return { part: '', basis, rateBp, amount: share(basis, rateBp), carryOver: 0n };
}

/** Profit wages on the stake of won rounds, loss wages on the stake of lost rounds. */
export function realtimeWages(terms: RealtimeTerms, figures: TeamFigures): WageLine[] {
  return [
    {
      part: 'win',
      basis: figures.wonStake,
      rateBp: terms.winRateBp,
      amount: share(figures.wonStake, terms.winRateBp),
      carryOver: 0n,
    },
    {
      part: 'loss',
      basis: figures.lostStake,
      rateBp: terms.lossRateBp,
      amount: share(figures.lostStake, terms.lossRateBp),
      carryOver: 0n,
    },
  ];
}

/**
 * Dividend: the team's net loss (stake − payout) plus the carry-over from earlier cycles (<= 0).
 * A cycle at or below zero pays nothing and carries its result on; a positive one pays its tier's
 * share of it and clears the carry-over. Tiers are reached by the turnover and the net loss after carry-over.
 */
export function dividendWage(terms: DividendTerms, figures: TeamFigures, carryIn: bigint): WageLine {
  const basis = figures.stake - figures.payout + (carryIn < 0n ? carryIn : 0n);
  if (basis <= 0n) return { part: '', basis, rateBp: 0, amount: 0n, carryOver: basis };
  const rateBp = tierRate(
    terms.tiers,
    (t) => figures.validTurnover >= thresholdMinor(t.minTurnover) && basis >= thresholdMinor(t.minNetLoss),
    (t) => thresholdMinor(t.minTurnover) * 10n ** 14n + thresholdMinor(t.minNetLoss),
  );
  return { part: '', basis, rateBp, amount: share(basis, rateBp), carryOver: 0n };
}
