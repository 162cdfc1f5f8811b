import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../shared/theme/breakpoints';
import { vars } from '../../../../shared/theme/theme.css';

/** A list's filters above it: one under another on a phone, side by side on a desktop. */
export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' } },
});
