import { ChartFrame } from './ChartFrame';
import type { ChartProps } from './types';

/**
 * Series over time as lines, each with a soft area down to zero when `area` is set: turnover,
 * P/L, balances. Points are marked (the active one larger) so a single point still shows.
 */
export function LineChart(props: ChartProps & { area?: boolean }) {
  const { series, area } = props;
  return (
    <ChartFrame {...props} layout="points">
      {({ xs, y, active }) =>
        series.map((s, i) => {
          const tone = `chart--c${(i % 4) + 1}`;
          const points = s.values.map((v, j) => `${xs[j] ?? 0},${y(v)}`);
          const first = xs[0] ?? 0;
          const last = xs[s.values.length - 1] ?? 0;
          return (
            <g key={s.key} className={tone}>
              {area && points.length > 1 && (
                <polygon className="chart__area" points={`${first},${y(0)} ${points.join(' ')} ${last},${y(0)}`} />
              )}
              <polyline className="chart__line" points={points.join(' ')} />
              {s.values.map((v, j) => (
                <circle key={j} className="chart__dot" cx={xs[j]} cy={y(v)} r={j === active ? 4.5 : 2.5} />
              ))}
            </g>
          );
        })
      }
    </ChartFrame>
  );
}
