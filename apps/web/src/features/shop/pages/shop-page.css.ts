import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

export const subtitle = style({ marginTop: vars.space.xs, color: vars.color.textMuted, maxWidth: '70ch' });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.md });

export const link = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { color: vars.color.accentHover } },
});

export const panel = style({
  marginTop: vars.space.xl,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  backgroundColor: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
});

export const illustration = style({ color: vars.color.accent, marginBottom: vars.space.md });

export const panelTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const panelText = style({ marginTop: vars.space.xs, color: vars.color.textMuted });
