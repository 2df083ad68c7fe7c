import { LUCKY_CROWN, PAYLINES, ROWS, SYMBOLS, type SlotSymbol, type SpinOutcome } from '../engine';

/**
 * The symbols one reel scrolls through, top to bottom, when it spins to `stop`: the window it
 * lands on, then the strip as it continues below that window (what passes through the window
 * on the way), then the window it showed before. Taken from the real strip, so the motion shows
 * the reel the round used and nothing random.
 */
export function reelColumn(
  outcome: Pick<SpinOutcome, 'mode' | 'stops'>,
  reel: number,
  previous: readonly SlotSymbol[],
  passing: number,
): SlotSymbol[] {
  const strip = LUCKY_CROWN.reels[outcome.mode][reel]!;
  const stop = outcome.stops[reel]!;
  const column: SlotSymbol[] = [];
  for (let i = 0; i < ROWS + passing; i++) column.push(SYMBOLS[strip[(stop + i) % strip.length]!]!);
  return [...column, ...previous];
}

/** Cells of a spin that take part in a win, as "reel:row" keys: paying line positions and paying scatters. */
export function winningCells(outcome: SpinOutcome): Set<string> {
  const cells = new Set<string>();
  for (const { line, count } of outcome.lineWins)
    for (let reel = 0; reel < count; reel++) cells.add(`${reel}:${PAYLINES[line]![reel]}`);
  if (outcome.scatterWin > 0)
    outcome.grid.forEach((window, reel) =>
      window.forEach((symbol, row) => symbol === 'SCATTER' && cells.add(`${reel}:${row}`)),
    );
  return cells;
}
