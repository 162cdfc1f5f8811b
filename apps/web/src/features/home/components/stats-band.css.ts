import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';
import { sprinkles } from '../../../shared/theme/sprinkles.css';

export const band = style({
  position: 'relative',
  zIndex: vars.zIndex.content,
  borderBlock: `1px solid ${vars.color.border}`,
  // Decorative: backgroundAlt into surfaceRaised, the particles faintly through it.
  background: 'linear-gradient(90deg, rgba(8, 26, 53, 0.92), rgba(17, 42, 85, 0.92))',
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  listStyle: 'none',
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', padding: `${vars.space.xxl} ${vars.space.lg}` },
  },
});

export const item = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xxs, textAlign: 'center' });

export const value = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [mediaQueries.desktop]: { fontSize: vars.fontSize.display } },
});

export const label = sprinkles({ color: 'muted', fontSize: 'sm' });
