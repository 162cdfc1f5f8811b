/**
 * A served page's images that name a fallback (`data-fallback-src`, `data-fallback-alt`: the
 * blog's featured images, from WordPress) show it when they fail to load, as the application's
 * onError does: the page around them is no island.
 */
export function fallBackBrokenImages(): void {
  const fallBack = (image: HTMLImageElement) => {
    const { fallbackSrc, fallbackAlt } = image.dataset;
    if (!fallbackSrc || image.getAttribute('src') === fallbackSrc) return;
    image.src = fallbackSrc;
    if (fallbackAlt !== undefined) image.alt = fallbackAlt;
  };
  document.addEventListener('error', (event) => event.target instanceof HTMLImageElement && fallBack(event.target), true);
  // Those that failed before this script ran (decoding a loaded one succeeds).
  for (const image of document.querySelectorAll<HTMLImageElement>('img[data-fallback-src]')) {
    if (image.complete) image.decode().catch(() => fallBack(image));
  }
}
