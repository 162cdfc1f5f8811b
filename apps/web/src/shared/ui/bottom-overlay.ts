/**
 * The room the cookie banner takes at the bottom of the screen while it shows (a CSS custom property
 * on <html>, in px): what else floats at the bottom stands above it instead of under it.
 */
export const BOTTOM_OVERLAY_ROOM = '--bottom-overlay-room';
export const bottomOverlayRoom = `var(${BOTTOM_OVERLAY_ROOM}, 0px)`;
