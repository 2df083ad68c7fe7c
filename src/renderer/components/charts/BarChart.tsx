import { ChartFrame } from './ChartFrame';
import type { ChartProps } from './types';

/**
 * Grouped bars, one group per label and one bar per series, from the zero line up (or down for a
 * negative value): deposits beside withdrawals, new beside active players.
 */
export function BarChart(props: ChartProps) {
  const { series } = props;
  const slots = Math.max(1, series.length);
  return (
    <ChartFrame {...props} layout="bands">
      {({ y, bandInner, bandStart, active }) =>
        series.map((s, i) => {
          const slot = bandInner / slots;
          return (
            <g key={s.key} className={`chart--c${(i % 4) + 1}`}>
              {s.values.map((v, j) => {
                const top = Math.min(y(v), y(0));
                return (
                  <rect
                    key={j}
                    className={`chart__bar${j === active ? ' chart__bar--active' : ''}`}
                    x={bandStart(j) + i * slot}
                    y={top}
                    width={Math.max(1, slot - 1)}
                    height={Math.max(v === 0 ? 0 : 1, Math.abs(y(v) - y(0)))}
                    rx={2}
                  />
                );
              })}
            </g>
          );
        })
      }
    </ChartFrame>
  );
}
