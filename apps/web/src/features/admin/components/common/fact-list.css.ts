import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../shared/theme/breakpoints';
import { vars } from '../../../../shared/theme/theme.css';

/** Label and value side by side on a desktop; the label above its value on a phone. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  margin: 0,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)', gap: `${vars.space.xxs} ${vars.space.md}` } },
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [mediaQueries.mobile]: { marginTop: vars.space.xs } },
});

export const value = style({ margin: 0, overflowWrap: 'anywhere' });
