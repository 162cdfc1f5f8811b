import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

export const group = style({
  display: 'inline-flex',
  flexShrink: 0,
  padding: '2px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
});

export const option = style({
  minWidth: vars.size.controlSmall,
  minHeight: vars.size.controlSmall,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  '@media': {
    [mediaQueries.desktop]: { minWidth: vars.size.control, padding: `0 ${vars.space.sm}` },
  },
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-pressed="true"]': { backgroundColor: vars.color.accent, color: vars.color.accentContrast },
  },
});
