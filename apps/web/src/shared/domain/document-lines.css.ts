import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';
import { visuallyHidden, visuallyHiddenRules } from '../ui/visually-hidden.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const caption = style([visuallyHidden]);

export const th = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const td = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, overflowWrap: 'anywhere' });

export const numeric = style({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/** Under 768 px each line becomes a block of label/value pairs. */
globalStyle(`${table} thead`, {
  '@media': { [mediaQueries.mobile]: visuallyHiddenRules },
});
globalStyle(`${table} tr, ${table} tbody`, { '@media': { [mediaQueries.mobile]: { display: 'block' } } });
globalStyle(`${table} tbody > tr`, { '@media': { [mediaQueries.mobile]: { padding: `${vars.space.xs} 0`, borderBottom: `1px solid ${vars.color.border}` } } });
globalStyle(`${table} td`, {
  '@media': {
    [mediaQueries.mobile]: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: vars.space.sm,
      border: 'none',
      padding: `2px ${vars.space.xs}`,
      textAlign: 'right',
      whiteSpace: 'normal',
    },
  },
});
globalStyle(`${table} td::before`, {
  '@media': { [mediaQueries.mobile]: { content: 'attr(data-label)', color: vars.color.textMuted, textAlign: 'left', flexShrink: 0 } },
});

export const totals = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  marginLeft: 'auto',
  width: '100%',
  maxWidth: '22rem',
  fontSize: vars.fontSize.sm,
});

export const totalRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, fontVariantNumeric: 'tabular-nums' });

export const grandTotal = style({
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

/** The legal mention of each 0 % cause, under the totals. */
export const mentions = style({
  margin: `${vars.space.sm} 0 0 auto`,
  padding: 0,
  listStyle: 'none',
  maxWidth: '22rem',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
