import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../shared/theme/breakpoints';
import { vars } from '../../shared/theme/theme.css';

export const footer = style({
  marginTop: 'auto',
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.backgroundAlt,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': {
    [mediaQueries.desktop]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      padding: `${vars.space.lg} ${vars.space.lg}`,
    },
  },
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.textMuted,
  selectors: { '&:hover': { color: vars.color.text } },
});
