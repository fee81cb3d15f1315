/** A numbered page button, or a gap ('…') in a long run of pages. */
export type PageItem = number | 'gap';

/**
 * The page buttons to show: always the first and last page, the current page with one
 * neighbour each side, and a gap where pages are left out. A gap never hides a single page
 * (1 2 3 instead of 1 … 3).
 */
export function pageItems(current: number, pageCount: number): PageItem[] {
  if (pageCount <= 0) return [];
  const shown = new Set([1, pageCount, current - 1, current, current + 1]);
  const pages = [...shown].filter((page) => page >= 1 && page <= pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
