import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const group = style({
  display: 'inline-flex',
  padding: '2px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
});

export const option = style({
  minWidth: '44px',
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-pressed="true"]': { backgroundColor: vars.color.accent, color: vars.color.accentContrast },
  },
});
