import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

export const header = style({ marginBottom: vars.space.xl, maxWidth: '72ch' });

export const subtitle = style({ marginTop: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(auto-fill, minmax(270px, 1fr))' },
  },
});
