import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

/** The message box with 'Try again' under it, centred. */
export const errorBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  backgroundColor: vars.color.dangerSoft,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.lg,
});

export const error = style({ textAlign: 'center', color: vars.color.dangerText });
