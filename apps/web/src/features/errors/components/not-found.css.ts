import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: '60vh',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
});

export const code = style({
  fontSize: '4rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.accent,
  '@media': {
    [mediaQueries.desktop]: { fontSize: '6rem' },
  },
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});
