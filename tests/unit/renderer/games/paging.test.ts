import { describe, expect, it } from 'vitest';
import { clampPage, pagerModel, type PagerItem } from '../../../../src/renderer/games/paging';

/** The pager as text: numbers, * for the current page, … for a gap. */
function show(items: PagerItem[]): string {
  return items.map((item) => (item.kind === 'gap' ? '…' : `${item.page}${item.current ? '*' : ''}`)).join(' ');
}

describe('pagerModel (page range 3, margin pages 1)', () => {
  it('shows every page when there are few', () => {
    expect(show(pagerModel(1, 1).items)).toBe('1*');
    expect(show(pagerModel(2, 4).items)).toBe('1 2* 3 4');
  });

  it('keeps the first and last page with gaps around a window of three', () => {
    expect(show(pagerModel(10, 20).items)).toBe('1 … 9 10* 11 … 20');
    expect(show(pagerModel(1, 20).items)).toBe('1* 2 3 … 20');
    expect(show(pagerModel(20, 20).items)).toBe('1 … 18 19 20*');
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(show(pagerModel(4, 10).items)).toBe('1 2 3 4* 5 … 10');
  });

  it('gives first, last, previous and next', () => {
    expect(pagerModel(5, 9)).toMatchObject({ first: 1, last: 9, previous: 4, next: 6 });
    expect(pagerModel(1, 9)).toMatchObject({ previous: undefined, next: 2 });
    expect(pagerModel(9, 9)).toMatchObject({ previous: 8, next: undefined });
  });

  it('clamps pages out of range and treats no pages as one', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(99, 5)).toBe(5);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(show(pagerModel(3, 0).items)).toBe('1*');
  });
});
