import type { DrawResult } from '../engine';

/** How each two-digit ending 00–99 stood over recent draws (newest first). */
export interface EndingTrend {
  readonly ending: string;
  /** Draws since it last appeared (0: in the latest draw), or null when it is in none of them. */
  readonly since: number | null;
  /** Times it appeared in those draws (repeats within a draw counted, as lô pays them). */
  readonly count: number;
}

/** The last two digits of every number of a draw, every tier. */
export function endingsOfDraw(result: DrawResult): string[] {
  return Object.values(result).flatMap((numbers) => numbers.map((number) => number.slice(-2)));
}

/** The trend of all 100 endings over the given draws, newest first. */
export function endingTrends(results: readonly DrawResult[]): EndingTrend[] {
  const since = new Map<string, number>();
  const count = new Map<string, number>();
  results.forEach((result, index) => {
    for (const ending of endingsOfDraw(result)) {
      if (!since.has(ending)) since.set(ending, index);
      count.set(ending, (count.get(ending) ?? 0) + 1);
    }
  });
  return Array.from({ length: 100 }, (_, value) => {
    const ending = String(value).padStart(2, '0');
    return { ending, since: since.get(ending) ?? null, count: count.get(ending) ?? 0 };
  });
}
