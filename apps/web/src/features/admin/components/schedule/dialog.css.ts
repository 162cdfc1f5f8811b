import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../shared/theme/breakpoints';
import { vars } from '../../../../shared/theme/theme.css';

/** Over the page, in the middle of the screen where the admin is looking; the page dimmed behind. */
export const dialog = style({
  width: 'min(40rem, calc(100vw - 2 * 16px))',
  maxHeight: 'calc(100dvh - 2 * 16px)',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  '::backdrop': { backgroundColor: vars.color.overlay },
  '@media': { [mediaQueries.mobile]: { padding: vars.space.md } },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm, marginBottom: vars.space.sm });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  paddingTop: vars.space.xs,
});
