import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

export const subtitle = style({
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
});
