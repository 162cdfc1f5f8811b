import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../shared/theme/breakpoints';
import { vars } from '../../../../shared/theme/theme.css';

/** Two columns of cards on a desktop, one on a phone. */
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
