import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.control,
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
