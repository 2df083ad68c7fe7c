/**
 * The slot's symbols, highest paying first after the two specials. A symbol's index in this
 * list is its id inside the engine (small integers keep the exact enumeration fast).
 */
export const SYMBOLS = ['WILD', 'SCATTER', 'CROWN', 'DIAMOND', 'BELL', 'CHERRY', 'A', 'K', 'Q', 'J'] as const;

/** A symbol's public name, as rounds and the UI show it. */
export type SlotSymbol = (typeof SYMBOLS)[number];

/** Engine id of WILD: substitutes for every symbol except SCATTER, and pays on its own. */
export const WILD = 0;

/** Engine id of SCATTER: pays anywhere on the grid and triggers free spins; never on a line. */
export const SCATTER = 1;

/**
 * One letter per symbol, the notation the reel strips are written in (the letter of each name,
 * H for cHerry because C is the crown).
 */
export const SYMBOL_LETTERS: Readonly<Record<string, number>> = {
  W: 0,
  S: 1,
  C: 2,
  D: 3,
  B: 4,
  H: 5,
  A: 6,
  K: 7,
  Q: 8,
  J: 9,
};
