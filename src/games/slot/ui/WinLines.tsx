import { PAYLINES, type LineWin } from '../engine';

/** Colours of drawn paylines, cycled: bright enough on both themes, outlined by the theme's background. */
const LINE_COLOURS = ['#ff4d6d', '#ffb020', '#22c55e', '#3b82f6', '#d946ef'];

/** The paying lines drawn over the grid, through the centre of each cell they cross. */
export function WinLines({ lineWins }: { lineWins: readonly LineWin[] }) {
  if (lineWins.length === 0) return null;
  return (
    <svg className="slot-winlines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true">
      {lineWins.map(({ line }, i) => {
        const points = PAYLINES[line]!.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
        return (
          <g key={line} data-line={line + 1}>
            <polyline points={points} className="slot-winlines__halo" />
            <polyline points={points} stroke={LINE_COLOURS[i % LINE_COLOURS.length]} className="slot-winlines__line" />
          </g>
        );
      })}
    </svg>
  );
}
