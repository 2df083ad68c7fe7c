import { describe, expect, it } from 'vitest';
import {
  gridColumns,
  gridLayout,
  pagesOfRange,
  visibleRows,
  windowItems,
} from '../../../../src/renderer/games/virtualWindow';

describe('virtual window maths', () => {
  it('fits columns of at least the minimum width, two on phones', () => {
    expect(gridColumns(1200, 150, 16)).toBe(7); // 7 * 150 + 6 * 16 = 1146 <= 1200 < 8 * 150 + 7 * 16
    expect(gridColumns(1146, 150, 16)).toBe(7);
    expect(gridColumns(1145, 150, 16)).toBe(6);
    expect(gridColumns(358, 150, 10)).toBe(2);
    expect(gridColumns(481, 300, 16)).toBe(1);
    expect(gridColumns(0, 150, 16)).toBe(1);
  });

  it('sizes the grid: rows, stride and height without a gap after the last row', () => {
    expect(gridLayout(3000, 7, 240, 16)).toEqual({ columns: 7, rows: 429, rowStride: 256, height: 429 * 256 - 16 });
    expect(gridLayout(0, 7, 240, 16)).toMatchObject({ rows: 0, height: 0 });
    expect(gridLayout(1, 7, 240, 16)).toMatchObject({ rows: 1, height: 240 });
  });

  it('renders the rows the viewport touches plus two above and below', () => {
    const layout = gridLayout(3000, 7, 240, 16); // stride 256
    // The grid starts 300 px below the viewport's top: rows 0-1 are visible in 800 px.
    expect(visibleRows(layout, -300, 800)).toEqual({ firstRow: 0, lastRow: 3 });
    // Scrolled 10,000 px into the grid: rows 39 (9984) to 42 (10752..) are visible.
    expect(visibleRows(layout, 10_000, 800)).toEqual({ firstRow: 37, lastRow: 44 });
    // At the very end the window stops at the last row.
    expect(visibleRows(layout, layout.height - 100, 800).lastRow).toBe(428);
    expect(visibleRows(layout, 10_000, 800, 0)).toEqual({ firstRow: 39, lastRow: 42 });
  });

  it('keeps a few rows near the edge when the grid is off screen', () => {
    const layout = gridLayout(100, 5, 200, 10); // 20 rows
    expect(visibleRows(layout, -2000, 800)).toEqual({ firstRow: 0, lastRow: 2 });
    expect(visibleRows(layout, layout.height + 500, 800)).toEqual({ firstRow: 17, lastRow: 19 });
    expect(visibleRows(gridLayout(0, 5, 200, 10), 0, 800)).toEqual({ firstRow: 0, lastRow: -1 });
  });

  it('turns rows into item indexes and keeps the focused item', () => {
    const layout = gridLayout(23, 5, 200, 10); // 5 rows, the last holds 3
    expect(windowItems({ firstRow: 1, lastRow: 2 }, layout, 23)).toEqual({ start: 5, end: 15, pinned: undefined });
    expect(windowItems({ firstRow: 3, lastRow: 4 }, layout, 23)).toEqual({ start: 15, end: 23, pinned: undefined });
    // A focused item outside the window stays; one inside needs no pin.
    expect(windowItems({ firstRow: 3, lastRow: 4 }, layout, 23, 2).pinned).toBe(2);
    expect(windowItems({ firstRow: 0, lastRow: 1 }, layout, 23, 7).pinned).toBeUndefined();
    expect(windowItems({ firstRow: 0, lastRow: 1 }, layout, 23, 99).pinned).toBeUndefined();
  });

  it('names the pages that hold a range of items', () => {
    expect(pagesOfRange(0, 100, 100)).toEqual([1]);
    expect(pagesOfRange(95, 105, 100)).toEqual([1, 2]);
    expect(pagesOfRange(250, 420, 100)).toEqual([3, 4, 5]);
    expect(pagesOfRange(10, 10, 100)).toEqual([]);
  });
});
