import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../shared/theme/breakpoints';
import { vars } from '../../../../shared/theme/theme.css';
import { card } from '../../../../shared/ui/card.css';

export const figures = style([card({ padding: 'responsive' }), { marginTop: vars.space.xl }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const intro = style({ margin: `${vars.space.xxs} 0 ${vars.space.lg}`, color: vars.color.textMuted });

/** One under another on a phone; two a row on a desktop. */
export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xl } },
});
