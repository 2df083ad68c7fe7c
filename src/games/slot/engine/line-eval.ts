import { SCATTER, WILD } from './symbols';

/**
 * A payline is evaluated left to right as a small state machine, so settlement (which folds
 * it over a line's five symbols) and the exact enumeration (which advances it reel by reel and
 * stops exploring once every line is decided) share one definition of a line win.
 *
 * State, packed in an integer: bit 0 open (the run can still grow); bits 1-4 the paying symbol
 * id + 1 (0 while only wilds were seen); bits 5-7 run length; bits 8-10 leading wilds.
 */
export type LineState = number;

const OPEN = 1;

function pack(symbolPlusOne: number, length: number, leadingWilds: number): LineState {
  return OPEN | (symbolPlusOne << 1) | (length << 5) | (leadingWilds << 8);
}

/** State before reel 1: open, nothing seen. */
export const LINE_START: LineState = pack(0, 0, 0);

/** Whether more reels can still change this line's win. */
export function isOpen(state: LineState): boolean {
  return (state & OPEN) !== 0;
}

/** Advances a line by the symbol it crosses on the next reel. */
export function stepLine(state: LineState, symbol: number): LineState {
  if (!isOpen(state)) return state;
  if (symbol === SCATTER) return state & ~OPEN;
  const symbolPlusOne = (state >> 1) & 15;
  const length = (state >> 5) & 7;
  const leadingWilds = (state >> 8) & 7;
  if (symbol === WILD)
    return pack(symbolPlusOne, length + 1, leadingWilds === length ? leadingWilds + 1 : leadingWilds);
  if (symbolPlusOne === 0 || symbolPlusOne === symbol + 1) return pack(symbol + 1, length + 1, leadingWilds);
  return state & ~OPEN;
}

/** A line's pay: the symbol it pays for, how many in a row, and coins per coin value. */
export interface LinePay {
  readonly symbol: number;
  readonly count: number;
  readonly coins: number;
}

/**
 * The pay of a finished line. Leading wilds either pay as WILD on their own or substitute for
 * the first paying symbol; the line pays whichever is higher (WILD WILD WILD BELL BELL pays
 * five bells if they beat three wilds), and only once. Coins 0 when nothing pays.
 */
export function resolveLine(state: LineState, linePays: readonly (readonly number[])[]): LinePay {
  const symbolPlusOne = (state >> 1) & 15;
  const length = (state >> 5) & 7;
  const leadingWilds = (state >> 8) & 7;
  const wildCoins = linePays[WILD]?.[leadingWilds] ?? 0;
  const symbolCoins = symbolPlusOne === 0 ? 0 : (linePays[symbolPlusOne - 1]?.[length] ?? 0);
  return wildCoins >= symbolCoins
    ? { symbol: WILD, count: leadingWilds, coins: wildCoins }
    : { symbol: symbolPlusOne - 1, count: length, coins: symbolCoins };
}
