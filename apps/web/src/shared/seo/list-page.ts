/** `?page=` → a page number from 1 (anything else is page 1). */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d{1,4}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}

/** The address of page `page` of a paginated list at `path`: page 1 is the path itself. */
export const listPagePath = (path: string, page: number): string => (page > 1 ? `${path}?page=${page}` : path);

/** A page of a paginated list (the blog): each is an address of its own, linked to its neighbours. */
export interface ListPage {
  page: number;
  totalPages: number;
}
