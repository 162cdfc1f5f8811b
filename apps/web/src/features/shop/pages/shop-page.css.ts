import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

export const panel = style({
  marginTop: vars.space.xl,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  backgroundColor: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
});

/** Centred like the heading and text below it (an svg is a block here). */
export const illustration = style({ display: 'block', margin: `0 auto ${vars.space.md}`, color: vars.color.accent });

export const panelTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const panelText = style({ marginTop: vars.space.xs, color: vars.color.textMuted });
