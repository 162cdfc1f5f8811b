import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

export const container = style({
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  '@media': {
    [mediaQueries.desktop]: { padding: `${vars.space.xxl} ${vars.space.lg}` },
  },
});

export const title = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  '@media': {
    [mediaQueries.desktop]: { fontSize: vars.fontSize.xxl },
  },
});

export const lead = style({
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
});

export const subtitle = style({ marginTop: vars.space.xs, color: vars.color.textMuted, maxWidth: '70ch' });
