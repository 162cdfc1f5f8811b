import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../shared/theme/breakpoints';
import { vars } from '../../../../shared/theme/theme.css';

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(160px, 1fr) minmax(240px, 2fr) minmax(200px, 1.3fr) auto', alignItems: 'start' },
  },
});

export const search = style({ minWidth: 0 });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const clear = style({
  '@media': { [mediaQueries.desktop]: { marginTop: '26px' } },
});
