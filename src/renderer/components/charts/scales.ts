/**
 * The arithmetic of the chart set (no DOM): linear and band scales, round axis ticks and compact
 * axis labels. Kept apart from the components so it is tested on its own.
 */

/** A linear map from a domain [d0, d1] to a range [r0, r1]; a flat domain maps to the range's middle. */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]) {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  return (value: number): number => (span === 0 ? (r0 + r1) / 2 : r0 + ((value - d0) / span) * (r1 - r0));
}

/** The step of about `count` intervals over `span`, rounded to 1, 2, 2.5 or 5 times a power of ten. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || count < 1) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const factor = [1, 2, 2.5, 5, 10].find((f) => f * power >= raw) ?? 10;
  return factor * power;
}

/**
 * Round ticks covering [min, max] and always zero: money series cross zero (a team's P/L), and a
 * bar must start at the axis. An all-zero series still gets an axis of 0..1.
 */
export function niceTicks(min: number, max: number, count = 4): number[] {
  let low = Math.min(0, min);
  let high = Math.max(0, max);
  if (low === high) high = low + 1;
  const step = niceStep(high - low, count);
  low = Math.floor(low / step) * step;
  high = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Counted, not accumulated, so 0.1 steps do not drift (0.30000000000000004).
  const steps = Math.round((high - low) / step);
  for (let i = 0; i <= steps; i++) ticks.push(Number((low + i * step).toPrecision(12)));
  return ticks;
}

/** The smallest and largest value of every series (0, 0 when there is none). */
export function extentOf(series: readonly (readonly number[])[]): [number, number] {
  const values = series.flat();
  if (values.length === 0) return [0, 0];
  return [Math.min(...values), Math.max(...values)];
}

/**
 * A band scale for bars: `count` equal bands over [r0, r1], each with `padding` (0..1) of its
 * width left empty. Answers each band's start and the band's inner width.
 */
export function bandScale(count: number, range: readonly [number, number], padding = 0.25) {
  const [r0, r1] = range;
  const band = count > 0 ? (r1 - r0) / count : 0;
  const inner = band * (1 - padding);
  return { band, inner, start: (index: number) => r0 + index * band + (band - inner) / 2 };
}

/** The index of the position in `xs` nearest to `x` (the pointer over a chart); 0 when empty. */
export function nearestIndex(xs: readonly number[], x: number): number {
  let best = 0;
  xs.forEach((value, i) => {
    if (Math.abs(value - x) < Math.abs((xs[best] ?? 0) - x)) best = i;
  });
  return best;
}

/** An axis label: short figures in the reader's language ("1.2K", "3.4M", "-500"). */
export function compactNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** Which labels of an axis to print so they do not overlap: every k-th, about `room` of them. */
export function labelEvery(count: number, room: number): number {
  if (count <= room || room < 1) return 1;
  return Math.ceil(count / room);
}
