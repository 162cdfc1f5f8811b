import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

/**
 * A link whose click area is its whole card (the card needs position: relative): its ::after covers
 * the card and carries the focus ring, outside the card's edge or inside it (a card that cuts its
 * overflow), or none where the card draws its own (:focus-within).
 */
export const stretchedLink = recipe({
  base: {
    textDecoration: 'none',
    selectors: {
      '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
      '&:focus-visible': { outline: 'none' },
    },
  },
  variants: {
    ring: {
      outside: { selectors: { '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } } },
      inside: { selectors: { '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' } } },
      none: {},
    },
  },
});
