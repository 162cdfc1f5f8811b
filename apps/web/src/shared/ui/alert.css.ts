import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const danger = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
});
