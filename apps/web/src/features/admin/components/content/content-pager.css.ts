import { style } from '@vanilla-extract/css';
import { vars } from '../../../../shared/theme/theme.css';

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const buttons = style({ display: 'flex', gap: vars.space.xs });
