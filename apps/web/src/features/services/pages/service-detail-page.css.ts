import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

export const backLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, marginBottom: vars.space.md });

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  minHeight: '260px',
  display: 'flex',
  alignItems: 'flex-end',
  '@media': { [mediaQueries.desktop]: { minHeight: '380px' } },
});

export const heroImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const heroText = style({
  position: 'relative',
  width: '100%',
  padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.lg}`,
  background: `linear-gradient(to top, ${vars.color.overlay} 55%, transparent)`,
  '@media': { [mediaQueries.desktop]: { padding: `${vars.space.xxxl} ${vars.space.xl} ${vars.space.xl}` } },
});

export const heroIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '60px',
  height: '60px',
  marginBottom: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.accent}`,
  color: vars.color.accent,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  '@media': { [mediaQueries.desktop]: { fontSize: vars.fontSize.display } },
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

export const contact = style({
  marginTop: vars.space.xxl,
  padding: vars.space.xl,
  textAlign: 'center',
  backgroundColor: vars.color.accentSoft,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
});

export const contactText = style({ maxWidth: '60ch', margin: `0 auto ${vars.space.lg}`, color: vars.color.textMuted });

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
