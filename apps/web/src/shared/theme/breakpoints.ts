/**
 * The one layout breakpoint of the product (spec §9): a width up to 768 px is
 * "mobile", anything wider is "desktop". Exported as a number for runtime
 * checks (matchMedia) and as media queries for styles.
 */
export const MOBILE_MAX_WIDTH = 768;

export const mediaQueries = {
  mobile: `screen and (max-width: ${MOBILE_MAX_WIDTH}px)`,
  desktop: `screen and (min-width: ${MOBILE_MAX_WIDTH + 1}px)`,
} as const;
