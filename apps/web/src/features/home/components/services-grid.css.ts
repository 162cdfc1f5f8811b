import { style } from '@vanilla-extract/css';
import { collapsedOnPhonesGrid } from './collapsed-on-phones.css';
import { vars } from '../../../shared/theme/theme.css';
import { sprinkles } from '../../../shared/theme/sprinkles.css';

export const grid = collapsedOnPhonesGrid(3);

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

export const description = style([sprinkles({ color: 'muted', fontSize: 'sm' }), { paddingInline: vars.space.lg, flex: 1 }]);

export const more = style({ paddingInline: vars.space.lg, color: vars.color.accent, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
