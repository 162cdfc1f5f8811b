import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const stateBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

export const empty = style({
  marginTop: vars.space.lg,
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textMuted,
});
