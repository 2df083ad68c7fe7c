import { BET_TYPE_RULES, betProblem, type BetProblem, type BetType, type LotteryOdds } from '../engine';

/** Numbers typed as a list: separated by commas, semicolons, spaces or new lines, blanks ignored. */
export function parseNumbers(text: string): string[] {
  return text.split(/[\s,;]+/).filter((token) => token !== '');
}

/** What is wrong with a typed list, for the message under the field. */
export type EntryProblem =
  { readonly kind: 'token'; readonly token: string } | { readonly kind: 'bet'; readonly problem: BetProblem };

/**
 * Checks a typed list for a type live: first a token that is not a number of the type's digits
 * (named, so a long list's typo is found), then the engine's own betProblem at these units, the
 * same check the server makes. Undefined when the list can be bet.
 */
export function entryProblem(
  type: BetType,
  numbers: readonly string[],
  units: number,
  odds: LotteryOdds,
): EntryProblem | undefined {
  const pattern = new RegExp(`^[0-9]{${BET_TYPE_RULES[type].digits}}$`);
  const token = numbers.find((number) => !pattern.test(number));
  if (token !== undefined) return { kind: 'token', token };
  const problem = betProblem({ type, numbers, units }, odds);
  return problem ? { kind: 'bet', problem } : undefined;
}
