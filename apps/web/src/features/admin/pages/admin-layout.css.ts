import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

export const nav = style({ borderBottom: `1px solid ${vars.color.border}`, backgroundColor: vars.color.backgroundAlt });

/** On a narrow phone the sections wrap onto a second row: none is hidden behind a sideways scroll. */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xxs,
  listStyle: 'none',
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  maxWidth: vars.size.content,
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
