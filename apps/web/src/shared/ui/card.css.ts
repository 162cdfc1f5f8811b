import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

/** A raised surface: the product's card, with or without padding, a picture on top, a hover. */
export const card = recipe({
  base: {
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
  },
  variants: {
    padding: {
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
      /** Tighter on a phone. */
      responsive: { padding: vars.space.md, '@media': { [mediaQueries.desktop]: { padding: vars.space.lg } } },
    },
    /** A picture over a body, in a grid: a column as tall as its row, the picture cut to the corners. */
    media: {
      true: { display: 'flex', flexDirection: 'column', height: '100%', overflow: 'hidden' },
    },
    /** The whole card is a link: its border lights up on hover. */
    linked: {
      true: {
        transition: 'border-color 150ms ease, transform 150ms ease',
        selectors: { '&:hover': { borderColor: vars.color.accent } },
      },
    },
  },
});

/** A card's heading, and the room under it. */
export const cardTitle = recipe({
  base: { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold },
  variants: {
    space: {
      sm: { marginBottom: vars.space.sm },
      md: { marginBottom: vars.space.md },
    },
  },
});
