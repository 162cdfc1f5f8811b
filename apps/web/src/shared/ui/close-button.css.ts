import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** A round 44 px close button (a touch target's size) with a cross. */
export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control,
  height: vars.size.control,
  padding: '10px',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text, backgroundColor: vars.color.accentSoft } },
});
