/** Portfolio page size (document 000 §9). */
export const PORTFOLIO_PAGE_SIZE = 6;

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The pagination strip (document 000 §9): every page when there are 5 or fewer, otherwise the first,
 * the last, the current one with its neighbours, and an ellipsis for each gap.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 5) return Array.from({ length: total }, (_, i) => i + 1);
  const items: PageItem[] = [1];
  const start = Math.max(2, Math.min(current - 1, total - 3));
  const end = Math.min(total - 1, Math.max(current + 1, 4));
  if (start > 2) items.push('ellipsis-start');
  for (let page = start; page <= end; page++) items.push(page);
  if (end < total - 1) items.push('ellipsis-end');
  items.push(total);
  return items;
}

export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}
