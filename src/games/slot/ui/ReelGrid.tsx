import type { CSSProperties } from 'react';
import { REELS, ROWS, type SpinOutcome } from '../engine';
import { reelColumn, winningCells } from './reelColumn';
import { SymbolArt } from './SymbolArt';
import type { Translate } from './translate';
import { WinLines } from './WinLines';

/** Symbols a reel scrolls past before landing; later reels scroll longer so they stop one after another. */
const passingSymbols = (reel: number) => 12 + reel * 4;

export interface ReelGridProps {
  readonly outcome: SpinOutcome;
  /** While true the reels scroll from `previous` to the outcome. */
  readonly moving?: boolean;
  /** Changes with every spin, restarting the motion. */
  readonly spinKey?: number;
  readonly previous?: SpinOutcome['grid'];
  /** Time until the last reel lands. */
  readonly reelMs?: number;
  readonly t: Translate;
}

/**
 * The 5 x 3 window. Moving reels are columns translated by a CSS animation (none under
 * prefers-reduced-motion); still reels show the outcome with its paying cells and lines marked.
 */
export function ReelGrid({ outcome, moving = false, spinKey = 0, previous = [], reelMs = 0, t }: ReelGridProps) {
  const cells = moving ? new Set<string>() : winningCells(outcome);
  return (
    <div className="slot-reels" role="img" aria-label={t('reels.label')}>
      {Array.from({ length: REELS }, (_, reel) => {
        const column = moving
          ? reelColumn(outcome, reel, previous[reel] ?? [], passingSymbols(reel))
          : outcome.grid[reel]!;
        const style = moving
          ? ({
              '--reel-from': `${(-(column.length - ROWS) / column.length) * 100}%`,
              animationDuration: `${Math.round(reelMs * (0.55 + (0.45 * reel) / (REELS - 1)))}ms`,
            } as CSSProperties)
          : undefined;
        return (
          <div className="slot-reel" key={reel}>
            <div key={spinKey} className={moving ? 'slot-reel__strip is-moving' : 'slot-reel__strip'} style={style}>
              {column.map((symbol, row) => (
                <div
                  key={row}
                  className={cells.has(`${reel}:${row}`) ? 'slot-cell is-winning' : 'slot-cell'}
                  data-testid={row < ROWS ? `cell-${reel}-${row}` : undefined}
                >
                  <SymbolArt symbol={symbol} />
                </div>
              ))}
            </div>
          </div>
        );
      })}
      {!moving && <WinLines lineWins={outcome.lineWins} />}
    </div>
  );
}
