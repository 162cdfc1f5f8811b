/**
 * The `<script type="application/json" id="page-data">` beside a server-rendered page's markup:
 * what its islands hydrate with (islands/islands-payload.ts).
 */
const PAGE_DATA_ELEMENT_ID = 'page-data';

/** JSON that is safe inside a `<script>` element (no `</script>`, no `<!--`). */
export function pageDataJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The data of the page being hydrated; null for a page the server did not render (portal, admin). */
export function readPageData<T>(): T | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as T) : null;
}
