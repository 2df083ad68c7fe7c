import { REELS, type SlotDefinition, type SpinMode } from './definition';
import { isOpen, LINE_START, resolveLine, stepLine } from './line-eval';
import { windowAt } from './spin';
import { SCATTER } from './symbols';

/**
 * Exact weighted sums over every combination of reel stops of one spin mode. "Pay" is a spin's
 * line plus scatter pay in coins, multiplier included; a trigger is a spin that awards free
 * spins. Weights are counts of stop combinations, so every sum is exact.
 */
export interface SpinMoments {
  /** Number of stop combinations (product of strip lengths). */
  readonly combinations: number;
  readonly linePay: number;
  readonly scatterPay: number;
  /** Sum of pay squared. */
  readonly paySquared: number;
  /** Combinations that win anything or trigger free spins. */
  readonly hits: number;
  /** Combinations that pay more than the total stake or trigger free spins. */
  readonly hitsAboveStake: number;
  readonly triggers: number;
  /** Sum of pay over the triggering combinations (for the covariance with the feature). */
  readonly triggerPay: number;
  /** Largest single-spin pay in coins. */
  readonly maxPay: number;
}

interface ReelWindow {
  readonly ids: readonly number[];
  readonly weight: number;
  readonly scatters: number;
}

/** Distinct windows of a strip with how many stops show each (a strip repeats windows). */
function reelWindows(strip: readonly number[]): ReelWindow[] {
  const byKey = new Map<string, ReelWindow>();
  for (let stop = 0; stop < strip.length; stop++) {
    const ids = windowAt(strip, stop);
    const key = ids.join(',');
    const seen = byKey.get(key);
    byKey.set(key, {
      ids,
      weight: (seen?.weight ?? 0) + 1,
      scatters: ids.filter((id) => id === SCATTER).length,
    });
  }
  return [...byKey.values()];
}

/** suffix[k][c]: stop combinations of reels k..4 showing c scatters in total. */
function scatterSuffixes(windows: readonly ReelWindow[][]): number[][] {
  const suffix: number[][] = [[1]];
  for (let reel = REELS - 1; reel >= 0; reel--) {
    const after = suffix[0]!;
    const counts: number[] = [];
    for (const window of windows[reel]!)
      after.forEach((weight, c) => {
        counts[c + window.scatters] = (counts[c + window.scatters] ?? 0) + weight * window.weight;
      });
    suffix.unshift(Array.from(counts, (count) => count ?? 0));
  }
  return suffix;
}

/**
 * Walks all stop combinations reel by reel, advancing every payline's state machine (the one
 * settlement uses). As soon as no line is open, the remaining reels can only change the
 * scatter count, whose distribution over those reels is known in closed form, so the walk stops
 * there: this makes ~10^8 combinations cost ~10^5 visited prefixes.
 */
export function enumerateSpins(def: SlotDefinition, mode: SpinMode): SpinMoments {
  const windows = def.reels[mode].map(reelWindows);
  const suffix = scatterSuffixes(windows);
  const lines = def.paylines;
  const lineCount = lines.length;
  const multiplier = mode === 'free' ? def.freeSpins.multiplier : 1;
  // Coins of every reachable line state (states are packed in 11 bits).
  const coinsOf = Int32Array.from({ length: 1 << 11 }, (_, state) => resolveLine(state, def.linePays).coins);
  // Per depth: the lines still open and their states; closed lines only add their coins.
  const openLines = Array.from({ length: REELS + 1 }, () => new Int32Array(lineCount));
  const openStates = Array.from({ length: REELS + 1 }, () => new Int32Array(lineCount));
  for (let line = 0; line < lineCount; line++) {
    openLines[0]![line] = line;
    openStates[0]![line] = LINE_START;
  }
  const sums = {
    linePay: 0,
    scatterPay: 0,
    paySquared: 0,
    hits: 0,
    hitsAboveStake: 0,
    triggers: 0,
    triggerPay: 0,
    maxPay: 0,
  };

  const settle = (reel: number, weight: number, scatters: number, coins: number): void => {
    const rests = suffix[reel]!;
    const linePay = coins * multiplier;
    for (let more = 0; more < rests.length; more++) {
      const combos = weight * rests[more]!;
      if (combos === 0) continue;
      const count = scatters + more;
      const scatterPay = def.scatterPays[count]! * lineCount * multiplier;
      const pay = linePay + scatterPay;
      const triggered = count >= def.freeSpins.trigger;
      sums.linePay += combos * linePay;
      sums.scatterPay += combos * scatterPay;
      sums.paySquared += combos * pay * pay;
      if (pay > 0 || triggered) sums.hits += combos;
      if (pay > lineCount || triggered) sums.hitsAboveStake += combos;
      if (triggered) {
        sums.triggers += combos;
        sums.triggerPay += combos * pay;
      }
      if (pay > sums.maxPay) sums.maxPay = pay;
    }
  };

  const visit = (reel: number, open: number, weight: number, scatters: number, closedCoins: number): void => {
    const lineIds = openLines[reel]!;
    const lineStates = openStates[reel]!;
    if (reel === REELS || open === 0) {
      let coins = closedCoins;
      for (let i = 0; i < open; i++) coins += coinsOf[lineStates[i]!]!;
      return settle(reel, weight, scatters, coins);
    }
    const nextIds = openLines[reel + 1]!;
    const nextStates = openStates[reel + 1]!;
    for (const window of windows[reel]!) {
      let stillOpen = 0;
      let coins = closedCoins;
      for (let i = 0; i < open; i++) {
        const line = lineIds[i]!;
        const state = stepLine(lineStates[i]!, window.ids[lines[line]![reel]!]!);
        if (isOpen(state)) {
          nextIds[stillOpen] = line;
          nextStates[stillOpen++] = state;
        } else coins += coinsOf[state]!;
      }
      visit(reel + 1, stillOpen, weight * window.weight, scatters + window.scatters, coins);
    }
  };
  visit(0, lineCount, 1, 0, 0);

  const combinations = def.reels[mode].reduce((product, strip) => product * strip.length, 1);
  return { combinations, ...sums };
}
