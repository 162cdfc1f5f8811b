import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const amount = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const source = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const none = style({ color: vars.color.textMuted });
