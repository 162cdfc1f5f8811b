import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '640px',
  marginTop: vars.space.lg,
});

export const textarea = style({ minHeight: '120px', resize: 'vertical' });

export const actions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const subtitle = style({ marginTop: vars.space.xs, color: vars.color.textMuted });
