import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

export const card = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const cardTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.md,
});

/** A table that scrolls sideways on a phone instead of squeezing its columns. */
export const tableScroller = style({
  width: '100%',
  overflowX: 'auto',
  marginTop: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [mediaQueries.desktop]: { fontSize: vars.fontSize.md } },
});

export const caption = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const th = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  '@media': { [mediaQueries.desktop]: { padding: `${vars.space.sm} ${vars.space.md}` } },
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  backgroundColor: vars.color.backgroundAlt,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  '@media': { [mediaQueries.desktop]: { padding: `${vars.space.sm} ${vars.space.md}` } },
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const numeric = style({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const muted = style({ color: vars.color.textMuted });

export const visuallyHidden = caption;
