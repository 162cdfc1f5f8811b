import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

export const brands = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  maxWidth: '1040px',
  marginInline: 'auto',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.md } },
});

/** Every tile the same size, its wordmark centred on one line (two for a two-word mark). */
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '80px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: 'rgba(8, 26, 53, 0.85)', // backgroundAlt, the particles faintly through it
  color: vars.color.text,
  textDecoration: 'none',
  overflow: 'hidden',
  transition: 'border-color 150ms ease, color 150ms ease',
  selectors: { '&:hover': { borderColor: vars.color.accent, color: vars.color.accent } },
  '@media': { [mediaQueries.desktop]: { height: '96px' } },
});

const wordmarkBase = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  lineHeight: 1,
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.lg,
  '@media': { [mediaQueries.desktop]: { fontSize: '1.375rem' } },
});

export const wordmark = styleVariants({
  wide: [wordmarkBase, { fontWeight: vars.fontWeight.bold, letterSpacing: '0.22em', marginRight: '-0.22em' }],
  heavy: [wordmarkBase, { fontWeight: 800, letterSpacing: '0.04em' }],
  italic: [wordmarkBase, { fontWeight: vars.fontWeight.bold, fontStyle: 'italic', letterSpacing: '0.02em' }],
  serif: [
    wordmarkBase,
    {
      fontFamily: "Georgia, 'DejaVu Serif', 'Times New Roman', serif",
      fontWeight: vars.fontWeight.bold,
      fontSize: vars.fontSize.xl,
      '@media': { [mediaQueries.desktop]: { fontSize: '1.75rem' } },
    },
  ],
  light: [wordmarkBase, { fontWeight: 300, letterSpacing: '0.06em' }],
});

/** The smaller second word of a two-word mark (victron / energy). */
export const secondLine = style({
  marginTop: vars.space.xxs,
  fontSize: '0.5em',
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.42em',
  marginRight: '-0.42em',
  textTransform: 'uppercase',
});
