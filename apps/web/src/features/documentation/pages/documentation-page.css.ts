import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

export const viewer = style({
  margin: `${vars.space.xl} 0 ${vars.space.md}`,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

/** Spec §2: 300 px tall on mobile, 500 px on desktop. */
export const frame = style({
  display: 'block',
  width: '100%',
  height: '300px',
  border: 0,
  '@media': { [mediaQueries.desktop]: { height: '500px' } },
});
