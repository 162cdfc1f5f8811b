import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

export const greeting = style({
  marginTop: vars.space.xxs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
