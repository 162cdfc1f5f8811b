import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg },
    'screen and (min-width: 1100px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

globalStyle(`${grid}[data-expanded="false"] > li:nth-child(n + 4)`, {
  '@media': { [mediaQueries.mobile]: { display: 'none' } },
});

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, height: '100%' });
export const stars = style({ display: 'flex', gap: '2px', color: '#facc15' });
export const star = style({ width: '18px', height: '18px' });
export const quote = style({ flex: 1, color: vars.color.text });
export const caption = style({ display: 'flex', flexDirection: 'column', gap: '2px' });
export const name = style({ fontWeight: vars.fontWeight.bold });
export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
