import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../shared/theme/breakpoints';
import { vars } from '../../shared/theme/theme.css';
import { visuallyHiddenRules } from '../../shared/ui/visually-hidden.css';

/**
 * A desktop bar too narrow for everything at full length (four links, a signed-in admin's account,
 * the toggle): the brand shows its logo alone when someone is signed in, an admin's area link says
 * 'Panel', and the links sit closer (the full names stay in the accessible names).
 */
const { narrowDesktop } = mediaQueries;

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: 'rgba(5, 18, 38, 0.92)', // the background token at 92 %: the page shows faintly under the bar
  backdropFilter: 'blur(8px)',
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  maxWidth: vars.size.content,
  minHeight: vars.size.header,
  marginInline: 'auto',
  padding: `0 ${vars.space.md}`,
  '@media': {
    [mediaQueries.desktop]: { padding: `0 ${vars.space.lg}` },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  minWidth: 0,
});

/** On narrow phones the name may wrap rather than push the menu button off screen. */
export const brandName = style({
  '@media': {
    [mediaQueries.narrowPhone]: { fontSize: vars.fontSize.md, whiteSpace: 'normal', lineHeight: vars.lineHeight.tight },
    // A visitor's bar has room for the name down to 900 px; a signed-in one's, down to 1140.
    [mediaQueries.compactDesktop]: { display: 'none' },
    [narrowDesktop]: { selectors: { [`${header}[data-account] &`]: { display: 'none' } } },
  },
});

export const logo = style({
  width: '32px', // the logo's drawn size in the bar
  height: '32px',
  color: vars.color.accent,
  flexShrink: 0,
});

export const desktopNav = style({
  display: 'none',
  '@media': {
    [mediaQueries.desktop]: { display: 'flex', alignItems: 'center', gap: vars.space.md },
  },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  '@media': { [narrowDesktop]: { padding: `0 ${vars.space.xs}` } },
  selectors: {
    '&:hover': { color: vars.color.accent },
    '&[aria-current="page"]': { color: vars.color.accent },
  },
});

export const mobileControls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': {
    [mediaQueries.desktop]: { display: 'none' },
  },
});

export const mobileMenu = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  boxShadow: vars.shadow.md,
  borderBottom: `1px solid ${vars.color.border}`,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.backgroundAlt,
  '@media': {
    [mediaQueries.desktop]: { display: 'none' },
  },
});

export const mobileList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.md}`,
  listStyle: 'none',
});

export const mobileLink = style([
  navLink,
  {
    width: '100%',
    padding: `0 ${vars.space.xs}`,
    fontSize: vars.fontSize.lg,
  },
]);

/** Visitors: 'Sign in' as an outlined button, so the way in is easy to spot. */
export const signInLink = style([
  navLink,
  {
    minHeight: vars.size.controlSmall,
    border: `1px solid ${vars.color.borderStrong}`,
    selectors: { '&:hover': { borderColor: vars.color.accent } },
  },
]);

/** The signed-in user's name, their area and 'Log out': in a row in the bar, stacked in the phone menu. */
export const account = styleVariants({
  bar: { display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0, whiteSpace: 'nowrap' },
  menu: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: vars.space.xs,
    margin: `0 ${vars.space.md}`,
    padding: `${vars.space.sm} 0 ${vars.space.md}`,
    borderTop: `1px solid ${vars.color.border}`,
  },
});

/** The user's name in the bar gives way to its icon below a wide screen (the area link and 'Log out' say who is in); screen readers still read it, the icon's title shows it. */
export const userNameText = style({ '@media': { [mediaQueries.belowWideDesktop]: visuallyHiddenRules } });

/** An admin's area link in the bar: 'Panel de administración', or 'Panel' on a narrow desktop (screen readers keep the long one). */
export const longLabel = style({ '@media': { [narrowDesktop]: visuallyHiddenRules } });
export const shortLabel = style({ display: 'none', '@media': { [narrowDesktop]: { display: 'inline' } } });
