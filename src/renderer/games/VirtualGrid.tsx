import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { gridColumns, gridLayout, visibleRows, windowItems, type RowWindow } from './virtualWindow';

/** What the grid puts on each item's list element: its place and its position in the whole list. */
export interface VirtualItemProps {
  className: string;
  style: CSSProperties;
  'data-index': number;
  'aria-posinset': number;
  'aria-setsize': number;
}

interface VirtualGridProps {
  /** How many items the list has (loaded or not). */
  count: number;
  label: string;
  busy?: boolean;
  /** Renders item `index` as a list item carrying `props`. */
  renderItem: (index: number, props: VirtualItemProps) => ReactNode;
  /** The items on screen changed to [start, end) (the list loads what it lacks). */
  onRange?: (start: number, end: number) => void;
  minItemWidth?: number;
  /** Row height before the first item is measured. */
  estimatedRowHeight?: number;
}

const GAP_WIDE = 16;
const GAP_NARROW = 10;

/**
 * A grid of many cards that renders only the rows in the viewport plus a few above and below
 * (the page itself scrolls, so the browser's own scrolling, find-in-page position and keyboard
 * scrolling stay). Items are absolutely placed list items, so any subset keeps its place; each
 * carries aria-posinset/aria-setsize, so a screen reader announces "12 of 3,000". The focused
 * item stays rendered while focus is inside the grid, and Tab order follows the list order.
 */
export function VirtualGrid({
  count,
  label,
  busy = false,
  renderItem,
  onRange,
  minItemWidth = 150,
  estimatedRowHeight = 240,
}: VirtualGridProps) {
  const list = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState(0);
  const [rowHeight, setRowHeight] = useState(estimatedRowHeight);
  const [rows, setRows] = useState<RowWindow>({ firstRow: 0, lastRow: 3 });
  const [pinned, setPinned] = useState<number | undefined>(undefined);

  const gap = width > 0 && width <= 480 ? GAP_NARROW : GAP_WIDE;
  const columns = gridColumns(width, minItemWidth, gap);
  const layout = gridLayout(count, columns, rowHeight, gap);
  const itemWidth = (Math.max(0, width) - gap * (layout.columns - 1)) / layout.columns;

  const measureWindow = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const offset = -element.getBoundingClientRect().top;
    const next = visibleRows(layout, offset, window.innerHeight);
    setRows((current) => (current.firstRow === next.firstRow && current.lastRow === next.lastRow ? current : next));
    // layout is derived from these values; listing them keeps the callback current.
  }, [layout.rows, layout.rowStride, layout.height, layout.columns]); // eslint-disable-line react-hooks/exhaustive-deps

  // Width: from the list's own box, again whenever it changes (window resize, side menu).
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return undefined;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The window: on scroll and resize, at most once per frame.
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measureWindow();
      });
    };
    measureWindow();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [measureWindow]);

  // Row height: measured from a rendered card (cards grow with the column width).
  useLayoutEffect(() => {
    const first = list.current?.querySelector<HTMLElement>('[data-index]');
    const height = first?.offsetHeight ?? 0;
    if (height > 0 && Math.abs(height - rowHeight) > 0.5) setRowHeight(height);
  }, [itemWidth, count, rowHeight, rows]);

  const items = windowItems(rows, layout, count, pinned);
  useEffect(() => {
    if (items.end > items.start) onRange?.(items.start, items.end);
  }, [items.start, items.end, onRange]);

  const props = (index: number): VirtualItemProps => {
    const row = Math.floor(index / layout.columns);
    const column = index % layout.columns;
    return {
      className: 'virtual-grid__item',
      style: {
        width: itemWidth > 0 ? itemWidth : undefined,
        transform: `translate(${column * (itemWidth + gap)}px, ${row * layout.rowStride}px)`,
      },
      'data-index': index,
      'aria-posinset': index + 1,
      'aria-setsize': count,
    };
  };

  const indexes: number[] = [];
  if (items.pinned !== undefined && items.pinned < items.start) indexes.push(items.pinned);
  for (let i = items.start; i < items.end; i += 1) indexes.push(i);
  if (items.pinned !== undefined && items.pinned >= items.end) indexes.push(items.pinned);

  const indexOf = (target: EventTarget | null): number | undefined => {
    const item = target instanceof Element ? target.closest<HTMLElement>('[data-index]') : null;
    return item ? Number(item.dataset.index) : undefined;
  };

  return (
    <ul
      ref={list}
      className="virtual-grid"
      aria-label={label}
      aria-busy={busy}
      style={{ height: layout.height }}
      onFocus={(event) => setPinned(indexOf(event.target))}
      onBlur={(event) => {
        if (!list.current?.contains(event.relatedTarget)) setPinned(undefined);
      }}
    >
      {indexes.map((index) => renderItem(index, props(index)))}
    </ul>
  );
}
