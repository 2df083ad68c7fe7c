import { action, makeObservable, observable, observableRef } from 'mobx';
import { MAX_PAGE_SIZE } from '../../shared/api/game-rules';
import { INFINITE_SCROLL } from '../../shared/constants';
import { errorKeyOf } from './errorKey';
import type { ListQuery } from './listQuery';
import type { GameItem } from './types';
import { pagesOfRange } from './virtualWindow';

/** One page of a list as the catalogue answers it. */
export interface ListPage {
  games: GameItem[];
  totalPages: number;
  totalCount: number;
}

export type PageFetcher = (query: ListQuery) => Promise<ListPage>;

/** A windowed list asks for the largest page the contract serves: fewer calls while scrolling. */
export const SCROLL_PAGE_SIZE = MAX_PAGE_SIZE;

/**
 * A long list shown in one windowed grid instead of pages (the all-games lobby): it knows the
 * total from the first page and loads the other pages only when the grid's window reaches
 * them, at most once per INFINITE_SCROLL.throttleMs. Items not loaded yet are undefined (the
 * grid shows placeholders of the same size). A new query starts over; answers to an older
 * query are dropped.
 */
export class ScrollList {
  query: ListQuery | undefined = undefined;
  items: readonly (GameItem | undefined)[] = [];
  totalCount = 0;
  /** Loading the first page of the current query. */
  loading = false;
  errorKey: string | undefined = undefined;

  private generation = 0;
  private readonly requested = new Set<number>();
  private wanted: [number, number] | undefined;
  private lastEnsure = -Infinity;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly fetchPage: PageFetcher,
    private readonly now: () => number = () => Date.now(),
  ) {
    makeObservable<ScrollList, 'storePage' | 'fail'>(this, {
      query: observableRef,
      items: observableRef,
      totalCount: observable,
      loading: observable,
      errorKey: observable,
      open: action,
      storePage: action,
      fail: action,
    });
  }

  /**
   * Starts the list of a query over from its first page. The previous list stays on screen
   * (busy) until that page arrives, so a filter's click only re-renders the controls: the grid
   * is swapped when the answer is there, outside the interaction (INP).
   */
  open(query: ListQuery): Promise<void> {
    this.generation += 1;
    this.query = query;
    this.loading = true;
    this.errorKey = undefined;
    this.requested.clear();
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    return this.load(1, this.generation);
  }

  reload(): Promise<void> {
    return this.query ? this.open(this.query) : Promise.resolve();
  }

  /** The grid shows items [start, end): loads the pages holding them (throttled, trailing call kept). */
  ensure(start: number, end: number): void {
    this.wanted = [start, end];
    const wait = this.lastEnsure + INFINITE_SCROLL.throttleMs - this.now();
    if (wait > 0) {
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        this.flush();
      }, wait);
      return;
    }
    this.flush();
  }

  private flush(): void {
    // Until the first page of the query is here, the shown items are the previous query's.
    if (!this.query || !this.wanted || this.loading) return;
    this.lastEnsure = this.now();
    const [start, end] = this.wanted;
    const generation = this.generation;
    for (const page of pagesOfRange(start, Math.min(end, this.totalCount), SCROLL_PAGE_SIZE))
      if (!this.requested.has(page)) void this.load(page, generation);
  }

  private async load(page: number, generation: number): Promise<void> {
    const query = this.query;
    if (!query) return;
    this.requested.add(page);
    try {
      const answer = await this.fetchPage({ ...query, pageNo: page, pageSize: SCROLL_PAGE_SIZE });
      if (generation === this.generation) this.storePage(page, answer);
    } catch (error) {
      if (generation !== this.generation) return;
      // A later page may be asked again when the grid comes back to it.
      this.requested.delete(page);
      if (page === 1) this.fail(errorKeyOf(error));
    }
  }

  private storePage(page: number, answer: ListPage): void {
    const size = SCROLL_PAGE_SIZE;
    const total = page === 1 ? answer.totalCount : this.totalCount;
    // The first page replaces the previous query's list; later pages fill in the current one.
    const items: (GameItem | undefined)[] = page === 1 ? [] : this.items.slice(0, total);
    items.length = total;
    answer.games.forEach((game, i) => {
      const index = (page - 1) * size + i;
      if (index < total) items[index] = game;
    });
    this.items = items;
    this.totalCount = total;
    if (page === 1) {
      this.loading = false;
      // The window asked for more while the first page was on its way.
      this.flush();
    }
  }

  private fail(key: string): void {
    this.items = [];
    this.totalCount = 0;
    this.loading = false;
    this.errorKey = key;
  }

  /** Stops a pending trailing load (the page is gone). */
  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.wanted = undefined;
  }
}
