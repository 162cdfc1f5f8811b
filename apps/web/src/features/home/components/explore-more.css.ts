import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg } },
});

export const icon = style({ width: '36px', height: '36px', color: vars.color.accent });
export const title = style({ fontSize: vars.fontSize.xl });
export const text = style({ color: vars.color.textMuted, flex: 1 });
export const cta = style({ color: vars.color.accent, fontWeight: vars.fontWeight.medium });
