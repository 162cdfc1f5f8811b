import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';
import { card as cardRecipe } from '../../../shared/ui/card.css';

export const card = style([cardRecipe({ media: true }), { boxShadow: vars.shadow.sm }]);

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  backgroundColor: vars.color.backgroundAlt,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  flex: 1,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
});

export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accent } },
});

export const excerpt = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

globalStyle(`${excerpt} p`, { margin: 0 });
globalStyle(`${excerpt} a`, { color: vars.color.link });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginTop: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const readMore = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { color: vars.color.accentHover } },
});
