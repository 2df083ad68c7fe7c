import { defineSlot, LUCKY_CROWN_RULES, type SlotDefinition } from '../../../../src/games/slot/engine';

/**
 * Lucky Crown's paylines and pays on 3-stop strips, so stop 0 shows exactly the given columns
 * (reel 1 to 5, each top to bottom in strip letters): a way to settle a chosen grid.
 */
export function showing(columns: string[], paylines = LUCKY_CROWN_RULES.paylines): SlotDefinition {
  return defineSlot({ ...LUCKY_CROWN_RULES, paylines, reels: { base: columns, free: columns } });
}
