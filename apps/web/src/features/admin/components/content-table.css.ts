import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

/** Scrolls sideways on phones instead of squeezing four text columns. */
export const scroller = style({
  marginTop: vars.space.md,
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const table = style({
  width: '100%',
  minWidth: '640px',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  padding: vars.space.sm,
  color: vars.color.textMuted,
  textAlign: 'left',
  captionSide: 'top',
});

export const headerCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.surfaceRaised,
  textAlign: 'left',
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

export const codeCell = style([cell, { fontFamily: vars.font.mono, whiteSpace: 'nowrap' }]);
