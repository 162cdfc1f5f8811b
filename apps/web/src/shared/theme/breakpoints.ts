/**
 * The one layout breakpoint of the product (spec §9): a width up to 768 px is
 * "mobile", anything wider is "desktop". Exported as a number for runtime
 * checks (matchMedia) and as media queries for styles.
 */
export const MOBILE_MAX_WIDTH = 768;

const desktopUpTo = (width: number) => `screen and (min-width: ${MOBILE_MAX_WIDTH + 1}px) and (max-width: ${width}px)`;

export const mediaQueries = {
  mobile: `screen and (max-width: ${MOBILE_MAX_WIDTH}px)`,
  desktop: `screen and (min-width: ${MOBILE_MAX_WIDTH + 1}px)`,
  // Finer steps for the few layouts that need them.
  /** A phone too narrow for the brand's name on one line. */
  narrowPhone: 'screen and (max-width: 420px)',
  /** A desktop bar too narrow for a visitor's brand name beside the links. */
  compactDesktop: desktopUpTo(900),
  /** A desktop bar too narrow for a signed-in user's links at full length. */
  narrowDesktop: desktopUpTo(1140),
  /** Below a wide screen: the header's user name gives way to its icon. */
  belowWideDesktop: desktopUpTo(1366),
  /** Room for four cards in a row. */
  wideDesktop: 'screen and (min-width: 1100px)',
} as const;
