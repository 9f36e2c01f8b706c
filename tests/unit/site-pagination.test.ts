import { describe, expect, it } from 'vitest';
import { PORTFOLIO_PAGE_SIZE, pageCount, pageItems, pageSlice } from '@/lib/pagination';

describe('portfolio pagination (document 000 §9)', () => {
  it('shows 6 projects a page', () => {
    expect(PORTFOLIO_PAGE_SIZE).toBe(6);
    expect(pageCount(21, 6)).toBe(4);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(0, 6)).toBe(1);
    expect(pageSlice([...Array(21).keys()], 4, 6)).toEqual([18, 19, 20]);
  });

  it('lists every page when there are 5 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('uses an ellipsis past 5 pages, keeping the first, the last and the current page with its neighbours', () => {
    expect(pageItems(1, 6)).toEqual([1, 2, 3, 4, 'ellipsis-end', 6]);
    expect(pageItems(6, 6)).toEqual([1, 'ellipsis-start', 3, 4, 5, 6]);
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10]);
  });

  it('never repeats or skips a page around the ellipses', () => {
    for (let total = 6; total <= 12; total++) {
      for (let current = 1; current <= total; current++) {
        const pages = pageItems(current, total).filter((i): i is number => typeof i === 'number');
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
      }
    }
  });
});
