import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';
import { card } from '../../../shared/ui/card.css';

export const section = style([card({ padding: 'responsive' }), { display: 'flex', flexDirection: 'column', gap: vars.space.sm, overflowWrap: 'anywhere' }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });

export const textarea = style({ minHeight: '6rem', resize: 'vertical' });

export const pending = style({ color: vars.color.warning, fontSize: vars.fontSize.sm });

export const list = style({ margin: 0, paddingLeft: vars.space.lg });

export const check = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', minHeight: '44px' });

export const photos = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(6rem, 1fr))', gap: vars.space.xs });

export const photo = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  display: 'block',
  background: vars.color.surfaceRaised,
});

export const signature = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignItems: 'flex-start' });

/** White, as the paper the signature is printed on; touch-action none so the finger draws instead of scrolling. */
export const signatureCanvas = style({
  width: '100%',
  height: '160px',
  background: '#fff',
  borderRadius: vars.radius.md,
  touchAction: 'none',
  cursor: 'crosshair',
});

/** A checkbox as big as a fingertip. */
export const checkbox = style({ width: '24px', height: '24px', flexShrink: 0, accentColor: vars.color.accent });
