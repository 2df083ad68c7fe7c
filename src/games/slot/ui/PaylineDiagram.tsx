import { PAYLINES, REELS, ROWS } from '../engine';
import type { Translate } from './translate';

/** One payline as a small 5 x 3 dot grid with its path drawn through. */
export function PaylineDiagram({ line, t }: { line: number; t: Translate }) {
  const rows = PAYLINES[line]!;
  return (
    <figure className="slot-payline">
      <svg viewBox="0 0 50 30" role="img" aria-label={t('rules.lineLabel', { line: line + 1 })}>
        {Array.from({ length: REELS * ROWS }, (_, i) => {
          const reel = i % REELS;
          const row = Math.floor(i / REELS);
          const on = rows[reel] === row;
          return (
            <rect
              key={i}
              x={reel * 10 + 1}
              y={row * 10 + 1}
              width="8"
              height="8"
              rx="2"
              className={on ? 'is-on' : ''}
            />
          );
        })}
        <polyline points={rows.map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(' ')} />
      </svg>
      <figcaption>{line + 1}</figcaption>
    </figure>
  );
}
