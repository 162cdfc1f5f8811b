/** A page number to show, or a gap between two shown pages. */
export type PaginationItem = { type: 'page'; page: number; current: boolean } | { type: 'ellipsis'; key: string };

/**
 * The pages the blog's pagination shows (spec §9): the first, the last and the
 * current page ± `siblings` (1 on desktop, 0 on mobile: only the current
 * page), with an ellipsis for every gap. Nothing for one page or fewer.
 */
export function paginationItems(current: number, totalPages: number, siblings = 1): PaginationItem[] {
  if (!Number.isFinite(totalPages) || totalPages <= 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), totalPages);
  const shown = new Set<number>([1, totalPages]);
  for (let p = page - siblings; p <= page + siblings; p += 1) {
    if (p >= 1 && p <= totalPages) shown.add(p);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous > 1) items.push({ type: 'ellipsis', key: `gap-${previous}-${p}` });
    items.push({ type: 'page', page: p, current: p === current });
  });
  return items;
}
