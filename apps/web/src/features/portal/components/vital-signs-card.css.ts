import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';
import { sprinkles } from '../../../shared/theme/sprinkles.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: vars.space.md,
  margin: 0,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.backgroundAlt,
  border: `1px solid transparent`,
});

export const alert = style({ borderColor: vars.color.danger, backgroundColor: vars.color.dangerSoft });

export const label = sprinkles({ color: 'muted', fontSize: 'sm' });

export const value = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const small = style({ margin: 0, fontSize: vars.fontSize.sm });

export const warning = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.dangerText, fontWeight: vars.fontWeight.bold });

export const stale = style({
  marginTop: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
