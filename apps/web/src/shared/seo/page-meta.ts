/**
 * Per-route page metadata (spec §3 "Page metadata"). Pure, so the server can
 * build the same `<head>` later from the same declaration.
 */
export interface PageMeta {
  /** The page's own title; the company name is appended. Omit for the brand name alone. */
  title?: string;
  description: string;
}

export function fullTitle(title: string | undefined, brand: string | undefined): string {
  if (!brand) return title ?? '';
  return title && title !== brand ? `${title} | ${brand}` : brand;
}
