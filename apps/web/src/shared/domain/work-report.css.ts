import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const visit = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, overflowWrap: 'anywhere', marginBottom: vars.space.lg });

export const actions = style({ marginTop: vars.space.lg });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const list = style({ margin: 0, paddingLeft: vars.space.lg });

export const photos = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))', gap: vars.space.sm });

export const photo = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  display: 'block',
});

export const signature = style({
  maxWidth: '16rem',
  width: '100%',
  background: '#fff',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
