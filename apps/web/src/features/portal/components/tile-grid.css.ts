import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';
import { card as cardRecipe } from '../../../shared/ui/card.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  margin: `${vars.space.lg} 0 0`,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' },
  },
});

export const tile = style([
  cardRecipe({ padding: 'lg', linked: true }),
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    height: '100%',
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:hover': { transform: 'translateY(-2px)' } },
  },
]);

export const tileTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
});

export const tileDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
