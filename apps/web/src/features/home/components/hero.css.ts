import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';
import { section } from './section.css';

export const hero = style([
  section,
  {
    display: 'grid',
    gap: vars.space.xl,
    '@media': {
      [mediaQueries.desktop]: {
        gridTemplateColumns: 'minmax(0, 1.35fr) minmax(0, 1fr)',
        alignItems: 'center',
        minHeight: `calc(100vh - ${vars.size.header})`,
      },
    },
  },
]);

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({
  fontSize: '2.1rem',
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  '@media': { [mediaQueries.desktop]: { fontSize: '3.25rem' } },
});

export const subtitle = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  '@media': { [mediaQueries.desktop]: { fontSize: vars.fontSize.xl } },
});

export const description = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  color: vars.color.textMuted,
  maxWidth: '60ch',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.xs,
});

export const cards = style({ display: 'grid', gap: vars.space.md });
