export type PageItem = number | 'ellipsis';

/**
 * The numbered pager of Gebruiker Beheer (spec 01 §2): up to 7 pages all shown, otherwise the
 * first, the current ±1 and the last, with an ellipsis for each gap.
 */
export function getPageWindow(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const shown = new Set(
    [1, current - 1, current, current + 1, totalPages].filter((p) => p >= 1 && p <= totalPages),
  );
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    if (index > 0 && page - pages[index - 1]! > 1) items.push('ellipsis');
    items.push(page);
  });
  return items;
}

/** 'Toont X tot Y van Z resultaten' for a page of `perPage` rows. */
export function formatShowing(page: number, perPage: number, total: number): string {
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  return `Toont ${from} tot ${to} van ${total} resultaten`;
}
