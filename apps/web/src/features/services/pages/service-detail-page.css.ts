import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

export const backLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, marginBottom: vars.space.md });

/**
 * The hero: the title and subtitle on the card, the illustration whole beside
 * them (on phones above them), at its own 16:9 so nothing is cut.
 */
export const hero = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.15fr)', alignItems: 'center' } },
});

export const heroImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1200 / 675',
  order: -1,
  '@media': { [mediaQueries.desktop]: { order: 0 } },
});

export const heroText = style({
  padding: vars.space.lg,
  '@media': { [mediaQueries.desktop]: { padding: vars.space.xl } },
});

export const title = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'break-word',
  hyphens: 'auto',
  '@media': { [mediaQueries.desktop]: { fontSize: vars.fontSize.xxl } },
});

export const subtitle = style({ marginTop: vars.space.xs, color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const intro = style({ marginTop: vars.space.xl, fontSize: vars.fontSize.lg, maxWidth: '75ch', color: vars.color.text });

export const section = style({ marginTop: vars.space.xxl });

export const sectionTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, marginBottom: vars.space.md });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg } },
});

export const card = style({
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
});

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xs });

export const cardText = style({ color: vars.color.textMuted });

export const chain = style({
  marginTop: vars.space.xxl,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
});

const chainLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  color: vars.color.text,
  selectors: { '&:hover': { borderColor: vars.color.accent } },
});

export const chainPrevious = style([chainLink, { textAlign: 'left' }]);

export const chainNext = style([chainLink, { textAlign: 'right', gridColumn: 2 }]);

export const chainLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.accent });

export const chainTitle = style({ fontWeight: vars.fontWeight.bold });
