import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';
import { card as cardRecipe } from '../../../shared/ui/card.css';
import { stretchedLink } from '../../../shared/ui/stretched-link.css';

export const card = style([
  cardRecipe({ media: true, linked: true }),
  {
    position: 'relative',
    selectors: {
      '&:focus-within': { borderColor: vars.color.accent, outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
    '@media': { '(prefers-reduced-motion: no-preference)': { selectors: { '&:hover': { transform: 'translateY(-2px)' } } } },
  },
]);

export const media = style({ position: 'relative' });

export const image = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' });

export const icon = style({
  position: 'absolute',
  left: vars.space.md,
  bottom: `calc(-1 * ${vars.space.lg})`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '52px',
  height: '52px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.accent}`,
  color: vars.color.accent,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.lg}`,
  flex: 1,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

/** The whole card is clickable through the title link's ::after; the card draws the focus ring. */
export const titleLink = style([stretchedLink({ ring: 'none' }), { color: vars.color.text }]);

export const description = style({ color: vars.color.textMuted, flex: 1 });

export const more = style({ color: vars.color.accent, fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });
