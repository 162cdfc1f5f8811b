import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

/** Status colours of spec §4: green, yellow, blue, gray; red for what needs attention now. */
export const badge = recipe({
  base: {
    display: 'inline-block',
    // As wide as its words wherever it sits: a flex column or a grid cell would otherwise stretch it to the full width.
    width: 'fit-content',
    padding: `2px ${vars.space.xs}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    whiteSpace: 'nowrap',
    border: '1px solid currentColor',
  },
  variants: {
    tone: {
      green: { color: vars.color.success, backgroundColor: vars.color.successSoft },
      yellow: { color: vars.color.warning, backgroundColor: vars.color.warningSoft },
      blue: { color: vars.color.info, backgroundColor: vars.color.infoSoft },
      gray: { color: vars.color.neutral, backgroundColor: vars.color.neutralSoft },
      red: { color: vars.color.dangerText, backgroundColor: vars.color.dangerSoft },
    },
  },
  defaultVariants: { tone: 'gray' },
});

export type BadgeTone = NonNullable<NonNullable<RecipeVariants<typeof badge>>['tone']>;
