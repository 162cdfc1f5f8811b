import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../shared/theme/breakpoints';
import { vars } from '../../shared/theme/theme.css';

/** Above any fixed page background (the home page's particle canvas). */
export const footer = style({
  position: 'relative',
  zIndex: vars.zIndex.content,
  marginTop: 'auto',
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.backgroundAlt,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.xl} ${vars.space.md}`,
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': {
    [mediaQueries.desktop]: {
      gridTemplateColumns: '1.6fr 1fr 1fr 1fr',
      padding: `${vars.space.xxl} ${vars.space.lg}`,
    },
  },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** Contact and social take the full width on phones; legal and links sit side by side. */
export const wideColumn = style([column, { gridColumn: '1 / -1', '@media': { [mediaQueries.desktop]: { gridColumn: 'auto' } } }]);

/** The header's Contact scrolls here: clear of the sticky header, and a focus target. */
export const contactColumn = style([
  wideColumn,
  {
    scrollMarginTop: `calc(${vars.size.header} + ${vars.space.md})`,
    selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' } },
  },
]);

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const logo = style({ width: '28px', height: '28px', color: vars.color.accent });

export const muted = style({ maxWidth: '40ch' });

export const heading = style({
  marginTop: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const address = style({ display: 'flex', flexDirection: 'column', fontStyle: 'normal' });

/** Icon and value; every row as tall as a touch target, so address, e-mail and phone sit evenly. */
export const contactRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlCompact,
});

export const contactIcon = style({ width: vars.size.iconSmall, height: vars.size.iconSmall, flexShrink: 0, color: vars.color.accent });

export const addressText = style({ paddingBlock: vars.space.xxs });

export const links = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlCompact,
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accent, textDecoration: 'underline' } },
});

/** A long e-mail address may break anywhere rather than overflow a phone. */
export const contactLink = style([link, { minWidth: 0, overflowWrap: 'anywhere' }]);

export const linkButton = style([
  link,
  {
    padding: 0,
    border: 'none',
    background: 'none',
    cursor: 'pointer',
    font: 'inherit',
    textAlign: 'left',
  },
]);

export const social = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  selectors: { '&:hover': { borderColor: vars.color.accent, color: vars.color.accent } },
});

export const socialIcon = style({ width: vars.size.icon, height: vars.size.icon });

/** Same width and side padding as the grid above, so the divider is as wide as the content. */
export const bottom = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [mediaQueries.desktop]: { paddingInline: vars.space.lg } },
});

export const copyright = style({
  padding: `${vars.space.md} 0 ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});
