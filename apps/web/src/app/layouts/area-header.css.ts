import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../shared/theme/breakpoints';
import { vars } from '../../shared/theme/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.backgroundAlt,
});

const row = {
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [mediaQueries.desktop]: { paddingInline: vars.space.lg } },
} as const;

export const bar = style({
  ...row,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minHeight: '56px',
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  minWidth: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

/** On a phone the name wraps onto a second line, smaller, rather than being cut or pushing the controls off. */
export const brandName = style({
  '@media': {
    [mediaQueries.mobile]: { fontSize: vars.fontSize.sm, whiteSpace: 'normal', lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' },
  },
});

export const logo = style({ width: '28px', height: '28px', color: vars.color.accent, flexShrink: 0 });

export const end = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });

export const desktopOnly = style({ display: 'none', '@media': { [mediaQueries.desktop]: { display: 'inline-flex', minWidth: 0 } } });
export const phoneOnly = style({ display: 'inline-flex', '@media': { [mediaQueries.desktop]: { display: 'none' } } });

/** The sections' row: always, or on desktop only when a phone lists them in the menu. */
const sectionsRow = style({ borderBottom: `1px solid ${vars.color.border}`, backgroundColor: vars.color.backgroundAlt });

export const sections = styleVariants({
  always: [sectionsRow],
  desktop: [sectionsRow, { display: 'none', '@media': { [mediaQueries.desktop]: { display: 'block' } } }],
});

export const sectionList = style({
  ...row,
  display: 'flex',
  margin: '0 auto',
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.mobile]: { justifyContent: 'space-between', paddingInline: vars.space.xs },
    // The admin's twelve sections take two rows on a narrower desktop rather than widen the page.
    [mediaQueries.desktop]: { flexWrap: 'wrap', gap: vars.space.xxs, paddingInline: vars.space.lg },
  },
});

export const sectionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBottom: '2px solid transparent',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.accent, fontWeight: vars.fontWeight.bold },
  },
});

export const menu = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.md}`,
  boxShadow: vars.shadow.md,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.backgroundAlt,
  '@media': { [mediaQueries.desktop]: { display: 'none' } },
});

export const menuList = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.xs}`,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { color: vars.color.accent } },
});

export const menuAccount = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { marginTop: 0, paddingTop: 0, borderTop: 'none' } },
});
