import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.md });

export const link = style({
  display: 'inline-block',
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { color: vars.color.accentHover } },
});
