import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const input = style({
  minHeight: vars.size.control,
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.backgroundAlt,
  color: vars.color.text,
  selectors: {
    // Visibly a placeholder: well below typed text, never mistaken for a value.
    '&::placeholder': { color: vars.color.textMuted, opacity: 0.7, fontStyle: 'italic' },
    '&:focus-visible': { borderColor: vars.color.accent },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const error = style({
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
});

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const optional = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular, marginLeft: vars.space.xxs });

/** Room for dd/mm/yyyy and no more. */
export const dayInput = style({ maxWidth: '12rem' });

/** The typed day and its calendar button side by side; the browser's calendar opens under them. */
export const dayField = style({ position: 'relative', display: 'flex', alignItems: 'center', gap: vars.space.xs });

/** The browser's date input behind the button: there for its calendar, never seen. */
export const dayPicker = style({
  position: 'absolute',
  left: 0,
  bottom: 0,
  width: '1px',
  height: '1px',
  opacity: 0,
  pointerEvents: 'none',
  border: 0,
  padding: 0,
});

/** A multi-line input, a few lines tall, that the user can make taller. */
export const textarea = style([input, { minHeight: '96px', resize: 'vertical' }]);
