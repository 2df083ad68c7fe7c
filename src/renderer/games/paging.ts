/** Paging widget defaults of spec section 2: pages shown around the current one and at each end. */
export const PAGE_RANGE = 3;
export const MARGIN_PAGES = 1;

/** One slot of the pager between its previous and next buttons: a page number or a gap. */
export type PagerItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };

export interface PagerModel {
  items: PagerItem[];
  first: number;
  last: number;
  /** Undefined when there is no such page. */
  previous: number | undefined;
  next: number | undefined;
}

/** Keeps a page inside 1..total (page 1 when there are no pages). */
export function clampPage(page: number, total: number): number {
  const last = Math.max(1, Math.floor(total));
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

/**
 * The pages a pager shows: the margin pages at both ends, a window of `range` pages around the
 * current one, and a gap wherever pages are left out (a gap of one page shows that page instead).
 */
export function pagerModel(current: number, total: number, range = PAGE_RANGE, margin = MARGIN_PAGES): PagerModel {
  const last = Math.max(1, Math.floor(total));
  const page = clampPage(current, last);
  let start = Math.max(1, page - Math.floor(range / 2));
  const end = Math.min(last, start + range - 1);
  start = Math.max(1, end - range + 1);

  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, last); p += 1) shown.add(p);
  for (let p = Math.max(1, last - margin + 1); p <= last; p += 1) shown.add(p);
  for (let p = start; p <= end; p += 1) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);

  const items: PagerItem[] = [];
  let previousShown = 0;
  for (const p of pages) {
    if (p - previousShown === 2) items.push({ kind: 'page', page: p - 1, current: false });
    else if (p - previousShown > 2) items.push({ kind: 'gap', key: `gap-${previousShown}` });
    items.push({ kind: 'page', page: p, current: p === page });
    previousShown = p;
  }
  return {
    items,
    first: 1,
    last,
    previous: page > 1 ? page - 1 : undefined,
    next: page < last ? page + 1 : undefined,
  };
}
