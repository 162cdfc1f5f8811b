import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';
import { sprinkles } from '../../../shared/theme/sprinkles.css';
import { card as cardRecipe } from '../../../shared/ui/card.css';
import { stretchedLink } from '../../../shared/ui/stretched-link.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  margin: `${vars.space.lg} 0 0`,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' } },
});

export const card = style([
  cardRecipe({ media: true, linked: true }),
  { position: 'relative', color: vars.color.text, selectors: { '&:hover': { transform: 'translateY(-2px)' } } },
]);

export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  backgroundColor: vars.color.backgroundAlt,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, padding: vars.space.md });

/** The link to the boat's page, stretched over the whole card (its focus ring too). */
export const name = style([stretchedLink({ ring: 'inside' }), { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.accent }]);

export const meta = sprinkles({ color: 'muted', fontSize: 'sm' });

/** Above the stretched link, so that it is a link of its own. */
export const action = style({ position: 'relative', alignSelf: 'flex-start', marginTop: vars.space.sm });
