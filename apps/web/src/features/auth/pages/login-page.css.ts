import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

export const wrapper = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': {
    [mediaQueries.desktop]: { padding: `${vars.space.xxxl} ${vars.space.lg}` },
  },
});

export const card = style({
  width: '100%',
  maxWidth: vars.size.narrow,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  '@media': {
    [mediaQueries.desktop]: { padding: vars.space.xl },
  },
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
});

export const subtitle = style({
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginTop: vars.space.lg,
});

export const hint = style({
  marginTop: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSoft,
  fontSize: vars.fontSize.sm,
});

export const hintTitle = style({
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.xs,
});

export const hintList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const hintRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
});

export const hintRole = style({ color: vars.color.textMuted });

export const hintAccount = style({
  margin: 0,
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
});

export const notice = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
});
