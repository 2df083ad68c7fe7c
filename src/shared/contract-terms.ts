import { Value } from 'typebox/value';
import {
  DailyTermsSchema,
  DividendTermsSchema,
  HourlyTermsSchema,
  RealtimeTermsSchema,
  type ContractKind,
  type ContractTerms,
  type DailyTerms,
  type DividendTerms,
  type HourlyTerms,
  type RealtimeTerms,
} from './api/agent';

/**
 * Contract terms rules shared by the server (offers, bounds, cascade) and the client (the offer
 * form checks against the agent's own terms before sending). A tiered kind's tiers are ordered:
 * each tier's thresholds are at least the previous tier's and not all equal; a figure earns the
 * rate of the last tier whose thresholds it reaches (0 below the first).
 */

/** A point in a kind's threshold space: turnover and the second dimension (active players or net loss). */
interface Point {
  turnover: number;
  second: number;
}
interface Tier extends Point {
  rateBp: number;
}

const SCHEMAS = {
  daily: DailyTermsSchema,
  hourly: HourlyTermsSchema,
  realtime: RealtimeTermsSchema,
  dividend: DividendTermsSchema,
} as const;

/** The tiers of a tiered kind in one shape (hourly has no second dimension). */
function tiersOf(kind: ContractKind, terms: ContractTerms): Tier[] {
  if (kind === 'daily')
    return (terms as DailyTerms).tiers.map((t) => ({
      turnover: t.minTurnover,
      second: t.minActivePlayers,
      rateBp: t.rateBp,
    }));
  if (kind === 'dividend')
    return (terms as DividendTerms).tiers.map((t) => ({
      turnover: t.minTurnover,
      second: t.minNetLoss,
      rateBp: t.rateBp,
    }));
  return (terms as HourlyTerms).tiers.map((t) => ({ turnover: t.minTurnover, second: 0, rateBp: t.rateBp }));
}

/** Why terms are malformed for their kind, or null when they are well formed. */
export function termsProblem(kind: ContractKind, terms: unknown): string | null {
  const schema = SCHEMAS[kind];
  // Exactly the kind's shape: no fields of another kind (the API's union accepts any of them).
  if (!Value.Check(schema, terms) || JSON.stringify(Value.Clean(schema, Value.Clone(terms))) !== JSON.stringify(terms))
    return `The terms do not have the ${kind} contract's shape`;
  if (kind === 'realtime') return null;
  const tiers = tiersOf(kind, terms);
  for (const [index, tier] of tiers.entries()) {
    if (Math.round(tier.turnover * 100) !== tier.turnover * 100 || Math.round(tier.second * 100) !== tier.second * 100)
      return 'Thresholds have at most 2 decimals';
    const before = tiers[index - 1];
    if (!before) continue;
    if (tier.turnover < before.turnover || tier.second < before.second)
      return 'Tiers must be ordered by their thresholds';
    if (tier.turnover === before.turnover && tier.second === before.second) return 'Two tiers have the same thresholds';
  }
  return null;
}

/** The rate a figure earns under tiered terms: the last tier whose thresholds it reaches. */
export function tierRate(kind: ContractKind, terms: ContractTerms, turnover: number, second = 0): number {
  let rate = 0;
  for (const tier of tiersOf(kind, terms)) if (turnover >= tier.turnover && second >= tier.second) rate = tier.rateBp;
  return rate;
}

/**
 * Whether the child's terms are better than the parent's anywhere: at every threshold of either
 * (each combination of their turnover and second thresholds) the child's rate must be at most the
 * parent's there; real-time compares both rates; dividend needs the same cycle. Between thresholds
 * both rates are constant, so checking the thresholds checks every figure.
 */
export function exceeds(kind: ContractKind, child: ContractTerms, parent: ContractTerms): boolean {
  if (kind === 'realtime') {
    const c = child as RealtimeTerms;
    const p = parent as RealtimeTerms;
    return c.winRateBp > p.winRateBp || c.lossRateBp > p.lossRateBp;
  }
  if (kind === 'dividend' && (child as DividendTerms).cycle !== (parent as DividendTerms).cycle) return true;
  const tiers = [...tiersOf(kind, child), ...tiersOf(kind, parent)];
  const turnovers = new Set(tiers.map((t) => t.turnover));
  const seconds = new Set(tiers.map((t) => t.second));
  for (const turnover of turnovers)
    for (const second of seconds)
      if (tierRate(kind, child, turnover, second) > tierRate(kind, parent, turnover, second)) return true;
  return false;
}
