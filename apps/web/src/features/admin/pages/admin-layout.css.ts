import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

export const nav = style({ borderBottom: `1px solid ${vars.color.border}`, backgroundColor: vars.color.backgroundAlt });

/** Scrolls sideways on a narrow phone rather than wrapping into a block. */
export const list = style({
  display: 'flex',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  maxWidth: vars.size.content,
  overflowX: 'auto',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBottom: '2px solid transparent',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.accent, fontWeight: 600 },
  },
});
