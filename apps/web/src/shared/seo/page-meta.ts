/**
 * Per-route page metadata (spec §3 "Page metadata"). Pure, so the server can
 * build the same `<head>` later from the same declaration.
 */
export interface PageMeta {
  /** The page's own title; the company name is appended. Omit for the brand name alone. */
  title?: string;
  description: string;
  /** The page of a paginated list it shows (the blog's `?page=`): its addresses carry it. */
  page?: number;
}

/** What a screen declares for the `<head>`: a page's metadata, or the title of a screen that is no page of the site (the 404 page, the error screen), which gets robots noindex and no address. */
export type ScreenMeta = PageMeta | { title: string; noindex: true };

export function fullTitle(title: string | undefined, brand: string | undefined): string {
  if (!brand) return title ?? '';
  return title && title !== brand ? `${title} | ${brand}` : brand;
}
