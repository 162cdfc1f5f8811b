import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

export const tablist = style({ display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });

export const tab = style({
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.accent, borderBottomColor: vars.color.accent },
    '&:hover': { color: vars.color.text },
  },
});

export const panel = style({ paddingTop: vars.space.md });
