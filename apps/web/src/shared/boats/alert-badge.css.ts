import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const badge = style({
  display: 'inline-block',
  alignSelf: 'flex-start',
  marginTop: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const name = style({ fontWeight: vars.fontWeight.bold });

/** The time stays on one line: the badge wraps before it, not inside it. */
export const since = style({ fontWeight: vars.fontWeight.regular, whiteSpace: 'nowrap' });
