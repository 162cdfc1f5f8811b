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
const viewerHeight = style({ height: '300px', '@media': { [mediaQueries.desktop]: { height: '500px' } } });

export const frame = style([viewerHeight, { display: 'block', width: '100%', border: 0 }]);

/** While the folder's site is checked, and when it cannot be shown: a message in the viewer's place. */
export const placeholder = style([
  viewerHeight,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    margin: 0,
    padding: vars.space.lg,
    textAlign: 'center',
    color: vars.color.textMuted,
  },
]);

export const fallbackTitle = style({ color: vars.color.text, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
