import { REELS, ROWS, type SlotDefinition, type SpinMode } from './definition';
import { isOpen, LINE_START, resolveLine, stepLine } from './line-eval';
import { SCATTER, SYMBOLS, type SlotSymbol } from './symbols';

/** The symbols a reel shows, top to bottom, when it stops at `stop` (strips wrap around). */
export function windowAt(strip: readonly number[], stop: number): number[] {
  const window: number[] = [];
  for (let row = 0; row < ROWS; row++) window.push(strip[(stop + row) % strip.length]!);
  return window;
}

/** A paying line of one spin. */
export interface LineWin {
  /** Payline index, 0-based (the rules number it index + 1). */
  readonly line: number;
  readonly symbol: SlotSymbol;
  /** Symbols in a row from reel 1 that pay (wilds included). */
  readonly count: number;
  /** Minor units, multiplier included. */
  readonly win: number;
}

/** One settled spin: what the player sees and what it pays. */
export interface SpinOutcome {
  readonly mode: SpinMode;
  /** Stop per reel: the strip position shown in the top row. */
  readonly stops: readonly number[];
  /** grid[reel][row], row 0 at the top. */
  readonly grid: readonly (readonly SlotSymbol[])[];
  readonly lineWins: readonly LineWin[];
  readonly scatterCount: number;
  /** Minor units, multiplier included. */
  readonly scatterWin: number;
  /** Free spins this spin awards (a trigger, or a retrigger during free spins). */
  readonly freeSpinsAwarded: number;
  /** Win multiplier applied to this spin (1 in the base game). */
  readonly multiplier: number;
  /** Line wins plus scatter win, minor units. */
  readonly win: number;
}

/**
 * Settles one spin at the given stops. All money is integer minor units: every pay is an
 * integer number of coins, and the stake is paylines x coinValue, so wins never have fractions.
 */
export function spin(def: SlotDefinition, mode: SpinMode, stops: readonly number[], coinValue: number): SpinOutcome {
  const strips = def.reels[mode];
  if (
    stops.length !== REELS ||
    stops.some((stop, reel) => !Number.isInteger(stop) || stop < 0 || stop >= strips[reel]!.length)
  )
    throw new RangeError(`bad stops ${stops.join(',')}`);
  const ids = stops.map((stop, reel) => windowAt(strips[reel]!, stop));
  const multiplier = mode === 'free' ? def.freeSpins.multiplier : 1;
  const lineWins: LineWin[] = [];
  let win = 0;
  // Plain loops: this is the hot path of every round and of the 10^7-spin simulation.
  for (let line = 0; line < def.paylines.length; line++) {
    const rows = def.paylines[line]!;
    let state = LINE_START;
    for (let reel = 0; reel < REELS && isOpen(state); reel++) state = stepLine(state, ids[reel]![rows[reel]!]!);
    const pay = resolveLine(state, def.linePays);
    if (pay.coins === 0) continue;
    const lineWin = pay.coins * multiplier * coinValue;
    lineWins.push({ line, symbol: SYMBOLS[pay.symbol]!, count: pay.count, win: lineWin });
    win += lineWin;
  }
  let scatterCount = 0;
  for (const window of ids) for (const id of window) if (id === SCATTER) scatterCount++;
  // Scatter pays multiply the total stake, which is paylines x coinValue.
  const scatterWin = def.scatterPays[scatterCount]! * def.paylines.length * multiplier * coinValue;
  return {
    mode,
    stops: [...stops],
    grid: ids.map((window) => window.map((id) => SYMBOLS[id]!)),
    lineWins,
    scatterCount,
    scatterWin,
    freeSpinsAwarded: scatterCount >= def.freeSpins.trigger ? def.freeSpins.award : 0,
    multiplier,
    win: win + scatterWin,
  };
}
