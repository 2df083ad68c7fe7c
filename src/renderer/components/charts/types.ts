/** One named series of a chart: a value per label, drawn in the colour of its position (1..4). */
export interface ChartSeries {
  key: string;
  name: string;
  values: readonly number[];
}

/** What every chart of the set takes. Texts come from the caller, so the set has no namespace. */
export interface ChartProps {
  /** The chart's title (its figure caption and the data table's caption). */
  title: string;
  /** What a screen reader hears for the picture, e.g. "7 days; use the arrow keys to read each day". */
  summary: string;
  /** The header of the label column of the data table ("Day", "Hour"). */
  labelHeader: string;
  /** The x-axis labels, one per point. */
  labels: readonly string[];
  /** Up to four series, each with one value per label. */
  series: readonly ChartSeries[];
  /** A value as the tooltip and the data table show it (money with its symbol, a count). */
  format: (value: number) => string;
  /** BCP 47 tag for the axis' compact figures ("1.2K"). */
  locale: string;
  /** Plot height in CSS pixels (default 220). */
  height?: number;
}
