import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

export const brands = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.md } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '72px',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: 'rgba(8, 26, 53, 0.85)',
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.02em',
  textDecoration: 'none',
  transition: 'border-color 150ms ease, color 150ms ease',
  selectors: { '&:hover': { borderColor: vars.color.accent, color: vars.color.accent } },
});
