import { SCATTER, SYMBOLS, SYMBOL_LETTERS, WILD, type SlotSymbol } from './symbols';

/** Number of reels and of visible rows: a 5x3 grid. */
export const REELS = 5;
export const ROWS = 3;

/** Which reel strips a spin uses: the paid base game or a free spin. */
export type SpinMode = 'base' | 'free';

/** A slot's rules as written in its source: readable, validated by {@link defineSlot}. */
export interface SlotRules {
  /** Row crossed on each reel, per payline. */
  readonly paylines: readonly (readonly number[])[];
  /** Coins per coin value for 3, 4 and 5 of a kind, left to right on a line. */
  readonly linePays: Readonly<Partial<Record<SlotSymbol, readonly [number, number, number]>>>;
  /** Multiples of the total stake for 3, 4 and 5 scatters anywhere. */
  readonly scatterPays: readonly [number, number, number];
  /** Scatters that award free spins, spins awarded (also on retrigger), win multiplier in them. */
  readonly freeSpins: { readonly trigger: number; readonly award: number; readonly multiplier: number };
  /** Strips per reel in the symbol letters of SYMBOL_LETTERS, for each mode. */
  readonly reels: Readonly<Record<SpinMode, readonly string[]>>;
}

/** A slot compiled for the engine: symbol ids, pays indexed by count. */
export interface SlotDefinition {
  readonly paylines: readonly (readonly number[])[];
  /** [symbol id][count 0..5] coins per coin value. */
  readonly linePays: readonly (readonly number[])[];
  /** [scatters on the grid 0..5] multiples of the total stake. */
  readonly scatterPays: readonly number[];
  readonly freeSpins: SlotRules['freeSpins'];
  /** Strips of symbol ids per mode, one per reel. */
  readonly reels: Readonly<Record<SpinMode, readonly (readonly number[])[]>>;
}

function compileStrip(text: string): number[] {
  const strip = [...text].map((letter) => {
    const id = SYMBOL_LETTERS[letter];
    if (id === undefined) throw new Error(`unknown symbol letter ${letter}`);
    return id;
  });
  if (strip.length < ROWS) throw new Error('a strip must be at least as long as the window');
  // At most one scatter in any window keeps "scatters on the grid" equal to "reels showing a
  // scatter", so 5 scatters is the maximum and the published rule stays simple.
  for (let stop = 0; stop < strip.length; stop++) {
    let scatters = 0;
    for (let row = 0; row < ROWS; row++) if (strip[(stop + row) % strip.length] === SCATTER) scatters++;
    if (scatters > 1) throw new Error(`strip ${text} shows two scatters at stop ${stop}`);
  }
  return strip;
}

/** Validates and compiles a slot's rules; throws on anything the engine could not settle. */
export function defineSlot(rules: SlotRules): SlotDefinition {
  for (const line of rules.paylines)
    if (line.length !== REELS || line.some((row) => !Number.isInteger(row) || row < 0 || row >= ROWS))
      throw new Error(`bad payline ${line.join(',')}`);
  const linePays = SYMBOLS.map((name, id) => {
    const pays = rules.linePays[name];
    if (id === SCATTER && pays) throw new Error('SCATTER pays anywhere, not on lines');
    return pays ? [0, 0, 0, ...pays] : [0, 0, 0, 0, 0, 0];
  });
  if (linePays[WILD]!.every((coins) => coins === 0)) throw new Error('WILD needs its own line pays');
  const reels = {
    base: rules.reels.base.map(compileStrip),
    free: rules.reels.free.map(compileStrip),
  };
  if (reels.base.length !== REELS || reels.free.length !== REELS) throw new Error(`${REELS} strips per mode`);
  const { trigger, award, multiplier } = rules.freeSpins;
  if (![trigger, award, multiplier].every((n) => Number.isInteger(n) && n >= 1))
    throw new Error('free-spin rules are positive integers');
  const allPays = [...linePays.flat(), ...rules.scatterPays];
  if (!allPays.every((n) => Number.isInteger(n) && n >= 0)) throw new Error('pays are non-negative integers');
  return {
    paylines: rules.paylines,
    linePays,
    scatterPays: [0, 0, 0, ...rules.scatterPays],
    freeSpins: rules.freeSpins,
    reels,
  };
}
