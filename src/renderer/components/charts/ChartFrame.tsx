import { useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { bandScale, compactNumber, extentOf, labelEvery, linearScale, nearestIndex, niceTicks } from './scales';
import type { ChartProps } from './types';
import { useWidth } from './useWidth';
import './charts.css';

/** Room for the y-axis labels, the x-axis labels and a little air around the plot. */
const MARGIN = { top: 10, right: 10, bottom: 26, left: 48 };
/** About one x label per this many pixels. */
const LABEL_ROOM_PX = 64;

/** The geometry a chart's marks are drawn with. */
export interface Plot {
  /** The x of each label's point (the middle of its band for bars). */
  xs: number[];
  /** The y of a value. */
  y: (value: number) => number;
  /** Bars: each series' slot inside a band. */
  bandInner: number;
  bandStart: (index: number) => number;
  active: number | null;
}

interface FrameProps extends ChartProps {
  /** Points spread edge to edge (lines) or one band per label (bars). */
  layout: 'points' | 'bands';
  children: (plot: Plot) => ReactNode;
}

/**
 * The frame every chart of the set shares: title and legend, y grid and axis with round ticks
 * (zero always drawn), x labels that never overlap, a tooltip that follows the pointer and the
 * keyboard (arrow keys, Home, End on the focused plot), and the figures as a visually hidden
 * table for screen readers. Colours are CSS variables (charts.css), so both themes follow.
 */
export function ChartFrame(props: FrameProps) {
  const { title, summary, labelHeader, labels, series, format, locale, layout, children } = props;
  const height = props.height ?? 220;
  const { ref, width } = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const count = labels.length;
  const left = MARGIN.left;
  const right = Math.max(left + 1, width - MARGIN.right);
  const bottom = height - MARGIN.bottom;
  const ticks = niceTicks(...extentOf(series.map((s) => s.values)));
  const y = linearScale([ticks[0] ?? 0, ticks[ticks.length - 1] ?? 1], [bottom, MARGIN.top]);
  const bands = bandScale(count, [left, right], 0.3);
  const xs = labels.map((_, i) =>
    layout === 'bands'
      ? bands.start(i) + bands.inner / 2
      : count === 1
        ? (left + right) / 2
        : left + (i * (right - left)) / (count - 1),
  );
  const every = labelEvery(count, Math.floor((right - left) / LABEL_ROOM_PX));

  const onPointer = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (count > 0) setActive(nearestIndex(xs, event.clientX - box.left));
  };
  const onKey = (event: KeyboardEvent<SVGSVGElement>) => {
    if (count === 0) return;
    const current = active ?? count - 1;
    const next: Record<string, number> = {
      ArrowLeft: Math.max(0, current - 1),
      ArrowRight: Math.min(count - 1, current + 1),
      Home: 0,
      End: count - 1,
    };
    if (event.key in next) {
      event.preventDefault();
      setActive(next[event.key] ?? current);
    }
  };
  // Points reach the plot's edges: the end labels lean inwards instead of being cut off.
  const anchorOf = (i: number) =>
    layout === 'bands' || count === 1 ? 'middle' : i === 0 ? 'start' : i === count - 1 ? 'end' : 'middle';
  const activeX = active === null ? 0 : (xs[active] ?? 0);
  return (
    <figure className="chart">
      <figcaption className="chart__head">
        <span className="chart__title">{title}</span>
        <span className="chart__legend" aria-hidden="true">
          {series.map((s, i) => (
            <span key={s.key} className="chart__key">
              <span className={`chart__swatch chart--c${(i % 4) + 1}`} />
              {s.name}
            </span>
          ))}
        </span>
      </figcaption>
      <div className="chart__plot" ref={ref}>
        <svg
          width={width}
          height={height}
          role="img"
          aria-label={`${title}. ${summary}`}
          tabIndex={0}
          className="chart__svg"
          onPointerMove={onPointer}
          onPointerLeave={() => setActive(null)}
          onFocus={() => setActive((a) => a ?? (count > 0 ? count - 1 : null))}
          onBlur={() => setActive(null)}
          onKeyDown={onKey}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                className={tick === 0 ? 'chart__zero' : 'chart__grid'}
                x1={left}
                x2={right}
                y1={y(tick)}
                y2={y(tick)}
              />
              <text className="chart__axis" x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                {compactNumber(tick, locale)}
              </text>
            </g>
          ))}
          {labels.map((label, i) =>
            i % every === 0 ? (
              <text key={i} className="chart__axis" x={xs[i]} y={height - 8} textAnchor={anchorOf(i)}>
                {label}
              </text>
            ) : null,
          )}
          {active !== null && <line className="chart__cursor" x1={activeX} x2={activeX} y1={MARGIN.top} y2={bottom} />}
          {children({ xs, y, bandInner: bands.inner, bandStart: bands.start, active })}
        </svg>
        {active !== null && (
          <div
            className="chart__tooltip"
            aria-live="polite"
            style={activeX > width / 2 ? { right: width - activeX + 8 } : { left: activeX + 8 }}
          >
            <strong>{labels[active]}</strong>
            {series.map((s, i) => (
              <span key={s.key} className="chart__tip-row">
                <span className={`chart__swatch chart--c${(i % 4) + 1}`} aria-hidden="true" />
                {s.name}: {format(s.values[active] ?? 0)}
              </span>
            ))}
          </div>
        )}
      </div>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={i}>
              <th scope="row">{label}</th>
              {series.map((s) => (
                <td key={s.key}>{format(s.values[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
