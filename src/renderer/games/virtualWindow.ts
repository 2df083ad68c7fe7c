/**
 * The arithmetic of the windowed game grid (VirtualGrid): how many columns fit, how tall the
 * whole grid is, and which rows the viewport (plus overscan) touches. Pure, so it is tested
 * without a browser.
 */

/** Rows rendered above and below the visible ones, so a fast scroll or Tab rarely meets a gap. */
export const OVERSCAN_ROWS = 2;
/** Phones (as the static grid's CSS): two columns, whatever the minimum card width. */
export const NARROW_GRID_MAX_WIDTH = 480;

export interface GridLayout {
  columns: number;
  rows: number;
  /** One row's height including the gap below it. */
  rowStride: number;
  /** The whole grid's height (no gap after the last row). */
  height: number;
}

/** Columns that fit a width: cards at least `minItemWidth` wide, `gap` between them. */
export function gridColumns(width: number, minItemWidth: number, gap: number): number {
  if (!(width > 0)) return 1;
  if (width <= NARROW_GRID_MAX_WIDTH) return 2;
  return Math.max(1, Math.floor((width + gap) / (minItemWidth + gap)));
}

export function gridLayout(count: number, columns: number, rowHeight: number, gap: number): GridLayout {
  const cols = Math.max(1, Math.floor(columns));
  const rows = Math.ceil(Math.max(0, count) / cols);
  const rowStride = Math.max(1, rowHeight + gap);
  return { columns: cols, rows, rowStride, height: rows === 0 ? 0 : rows * rowStride - gap };
}

export interface RowWindow {
  /** First and last rendered row (inclusive); last < first when nothing is rendered. */
  firstRow: number;
  lastRow: number;
}

/**
 * The rows to render. `offset` is how far the viewport's top is below the grid's top (negative
 * while the grid starts lower on the page); `viewport` is the viewport's height.
 */
export function visibleRows(layout: GridLayout, offset: number, viewport: number, overscan = OVERSCAN_ROWS): RowWindow {
  if (layout.rows === 0) return { firstRow: 0, lastRow: -1 };
  const top = Math.max(0, offset);
  const bottom = offset + Math.max(0, viewport);
  if (bottom < 0 || top > layout.height) {
    // The grid is off screen: keep a few rows near the side it will come from, for a smooth entry.
    const edge = bottom < 0 ? 0 : layout.rows - 1;
    return { firstRow: Math.max(0, edge - overscan), lastRow: Math.min(layout.rows - 1, edge + overscan) };
  }
  const first = Math.floor(top / layout.rowStride);
  const last = Math.floor(Math.max(top, bottom - 1) / layout.rowStride);
  return {
    firstRow: Math.max(0, first - overscan),
    lastRow: Math.min(layout.rows - 1, last + overscan),
  };
}

/** The item indexes [start, end) of a row window, with a pinned item (the focused one) kept in. */
export function windowItems(
  window: RowWindow,
  layout: GridLayout,
  count: number,
  pinned?: number,
): { start: number; end: number; pinned: number | undefined } {
  const start = Math.min(count, window.firstRow * layout.columns);
  const end = Math.min(count, (window.lastRow + 1) * layout.columns);
  const keep = pinned !== undefined && pinned >= 0 && pinned < count && (pinned < start || pinned >= end);
  return { start, end, pinned: keep ? pinned : undefined };
}

/** The pages (1-based, `pageSize` items each) that hold items [start, end). */
export function pagesOfRange(start: number, end: number, pageSize: number): number[] {
  if (end <= start || pageSize <= 0) return [];
  const first = Math.floor(start / pageSize) + 1;
  const last = Math.floor((end - 1) / pageSize) + 1;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
