import { style } from '@vanilla-extract/css';
import { vars } from '../../../../shared/theme/theme.css';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import { card as cardRecipe } from '../../../../shared/ui/card.css';

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9.5rem, 1fr))',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0 0`,
});

export const figure = style([
  cardRecipe({ padding: 'responsive' }),
  { display: 'flex', flexDirection: 'column', gap: vars.space.xxs, selectors: { '&[data-attention]': { borderColor: vars.color.danger } } },
]);

export const label = sprinkles({ color: 'muted', fontSize: 'sm' });

export const amount = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  selectors: { [`${figure}[data-attention] &`]: { color: vars.color.dangerText } },
});

export const count = sprinkles({ color: 'muted', fontSize: 'sm' });

export const link = style({ color: vars.color.link, fontSize: vars.fontSize.sm });
