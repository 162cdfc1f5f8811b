/**
 * The room the cookie banner takes at the bottom of the screen while it shows (a CSS custom property
 * on <html>, in px): what else floats at the bottom stands above it instead of under it.
 */
export const BOTTOM_OVERLAY_ROOM = '--bottom-overlay-room';
export const bottomOverlayRoom = `var(${BOTTOM_OVERLAY_ROOM}, 0px)`;

/**
 * Keeps room at the bottom of the page for `region` (the cookie banner) while it shows, as tall
 * as it is: padding below the body, so that the footer's last links scroll clear of it, and
 * BOTTOM_OVERLAY_ROOM. Given up when the returned function is called or the region leaves the page.
 */
export function reserveBottomRoom(region: HTMLElement): () => void {
  const release = () => {
    observer.disconnect();
    document.body.style.removeProperty('padding-bottom');
    document.documentElement.style.removeProperty(BOTTOM_OVERLAY_ROOM);
  };
  const observer = new ResizeObserver(() => {
    if (!region.isConnected) return release();
    const room = region.offsetHeight + parseFloat(getComputedStyle(region).bottom);
    document.body.style.setProperty('padding-bottom', `${room}px`);
    document.documentElement.style.setProperty(BOTTOM_OVERLAY_ROOM, `${room}px`);
  });
  observer.observe(region);
  return release;
}
