import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import { vars } from '../../../../shared/theme/theme.css';

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const caption = style([sprinkles({ color: 'muted', fontSize: 'sm' }), { display: 'flex', flexDirection: 'column', gap: '2px' }]);

export const title = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

/** Two series: cyan and yellow, apart for every common colour vision, and named in the legend and the table. */
const seriesColors = { first: vars.color.accent, second: vars.color.warning };

export const legend = style([
  sprinkles({ fontSize: 'sm' }),
  { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.md },
]);

export const swatch = styleVariants(seriesColors, (color) => ({
  display: 'inline-block',
  width: 12,
  height: 12,
  marginRight: vars.space.xxs,
  borderRadius: 2,
  backgroundColor: color,
  verticalAlign: 'middle',
}));

export const plot = style({ width: '100%', minWidth: 0 });

/** Drawn at its real size: the labels are real pixels. */
export const svg = style({ display: 'block', overflow: 'visible' });

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const axisLabel = style({ fill: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const axisLabelStrong = style({ fill: vars.color.text, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold });

export const bar = styleVariants(seriesColors, (color) => ({ fill: color }));

export const bars = style({ display: 'grid', gap: vars.space.sm });

export const barRow = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const barLabel = style([sprinkles({ fontSize: 'sm' }), { overflowWrap: 'anywhere' }]);

export const barLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const barTrack = style({ flex: '1 1 auto', minWidth: 0, width: '100%', display: 'block' });

export const barValue = style([
  sprinkles({ fontSize: 'sm', color: 'muted' }),
  { flex: '0 0 auto', minWidth: '7.5em', textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });

export const details = style({ flex: '1 1 16rem', minWidth: 0 });

export const summary = style({ cursor: 'pointer', color: vars.color.link, minHeight: 24, paddingBlock: vars.space.xxs });

export const tableScroll = style({ overflowX: 'auto', marginTop: vars.space.xs });

export const table = style([sprinkles({ fontSize: 'sm' }), { width: '100%', borderCollapse: 'collapse' }]);

globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xxs} ${vars.space.xs}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' });

export const tableCaption = style({ textAlign: 'left', color: vars.color.textMuted, paddingBottom: vars.space.xxs });

export const number = style({});

globalStyle(`${table} ${number}`, { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
