import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';
import { stretchedLink as stretchedLinkRecipe } from '../../../shared/ui/stretched-link.css';

/** Every home section: above the particle canvas, centred, padded. */
export const section = style({
  position: 'relative',
  zIndex: vars.zIndex.content,
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  '@media': {
    [mediaQueries.desktop]: { padding: `${vars.space.xxxl} ${vars.space.lg}` },
  },
});

export const heading = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  '@media': { [mediaQueries.desktop]: { fontSize: vars.fontSize.xxl } },
});

export const lead = style({
  marginTop: vars.space.xs,
  maxWidth: '70ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});

export const header = style({ marginBottom: vars.space.xl });

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: 'rgba(12, 33, 68, 0.86)', // surface, the particles faintly through it
  boxShadow: vars.shadow.md,
});

/** A link whose click area is its whole card (the card needs position: relative). */
export const stretchedLink = style([
  stretchedLinkRecipe({ ring: 'outside' }),
  { color: vars.color.text, selectors: { '&:hover': { color: vars.color.accent } } },
]);

export const mobileOnly = style({
  '@media': { [mediaQueries.desktop]: { display: 'none !important' } },
});

export const desktopOnly = style({
  '@media': { [mediaQueries.mobile]: { display: 'none !important' } },
});

export const centeredAction = style({
  display: 'flex',
  justifyContent: 'center',
  marginTop: vars.space.xl,
});
