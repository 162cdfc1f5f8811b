import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

export const errorPage = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const errorTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.dangerText,
});

export const status = style({
  fontFamily: vars.font.mono,
  color: vars.color.textMuted,
});

export const message = style({
  fontStyle: 'italic',
  overflowWrap: 'anywhere',
});

export const stack = style({
  margin: 0,
  padding: vars.space.md,
  maxHeight: '50vh',
  overflow: 'auto',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.backgroundAlt,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'pre-wrap',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
