import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': {
    [mediaQueries.desktop]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const greeting = style({
  marginTop: vars.space.xxs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const section = style({
  marginTop: vars.space.xl,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': {
    [mediaQueries.desktop]: { padding: vars.space.lg },
  },
});

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const muted = style({
  marginTop: vars.space.md,
  color: vars.color.textMuted,
});
