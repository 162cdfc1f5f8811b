import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

export const split = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xxl } },
});

export const media = style({
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  aspectRatio: '16 / 10.5',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const bullets = style({ display: 'grid', gap: vars.space.sm, margin: `${vars.space.sm} 0 0`, padding: 0, listStyle: 'none' });

export const bullet = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const check = style({
  width: '22px',
  height: '22px',
  flexShrink: 0,
  marginTop: '1px',
  padding: '3px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accent,
});
