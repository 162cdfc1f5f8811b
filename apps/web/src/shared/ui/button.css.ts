import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

// Buttons and button-looking links (button-class.ts puts them together): plain classes, not a
// recipe, whose runtime every public page would load for its banner's buttons.
export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 150ms ease, border-color 150ms ease, color 150ms ease',
  selectors: {
    // Plainly not for now, in every variant: grey and flat, not the variant's colours a little faded (too close to enabled on the dark theme).
    '&:disabled, &[aria-disabled="true"]': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.neutralSoft,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
    },
  },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.accent,
    color: vars.color.accentContrast,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.accentHover } },
  },
  secondary: {
    backgroundColor: 'transparent',
    borderColor: vars.color.borderStrong,
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.accent, color: vars.color.accent } },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.accentSoft } },
  },
  danger: {
    backgroundColor: vars.color.dangerStrong,
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.dangerStrongHover } },
  },
});

export const size = styleVariants({
  sm: { minHeight: vars.size.controlSmall, padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.fontSize.sm },
  md: { padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.md },
  lg: { padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.lg },
  /** A square touch target holding an icon (with an aria-label). */
  icon: { width: vars.size.control, height: vars.size.control, padding: 0, flexShrink: 0 },
});

export const fullWidth = style({ width: '100%' });
