import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

/** Buttons and button-looking links. */
export const button = recipe({
  base: {
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
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.65 },
    },
  },
  variants: {
    variant: {
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
    },
    size: {
      sm: { minHeight: vars.size.controlSmall, padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.fontSize.sm },
      md: { padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.md },
      lg: { padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.lg },
      /** A square touch target holding an icon (with an aria-label). */
      icon: { width: vars.size.control, height: vars.size.control, padding: 0, flexShrink: 0 },
    },
    fullWidth: {
      true: { width: '100%' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
