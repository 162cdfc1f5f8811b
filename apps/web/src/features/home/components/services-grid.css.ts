import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg },
    'screen and (min-width: 1100px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

// Phones: the first three until 'learn more' (spec §4).
globalStyle(`${grid}[data-expanded="false"] > li:nth-child(n + 4)`, {
  '@media': { [mediaQueries.mobile]: { display: 'none' } },
});

export const card = style({ padding: 0, overflow: 'hidden', gap: vars.space.xs, paddingBottom: vars.space.lg });

export const image = style({
  width: '100%',
  aspectRatio: '16 / 9',
  height: 'auto',
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceRaised,
});

export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  marginTop: '-22px',
  marginLeft: vars.space.lg,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.accentContrast,
  boxShadow: vars.shadow.md,
  position: 'relative',
});

export const title = style({ paddingInline: vars.space.lg, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const description = style({ paddingInline: vars.space.lg, color: vars.color.textMuted, fontSize: vars.fontSize.sm, flex: 1 });

export const more = style({ paddingInline: vars.space.lg, color: vars.color.accent, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
