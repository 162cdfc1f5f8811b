import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';
import { visuallyHiddenRules } from '../../../shared/ui/visually-hidden.css';

/** A table that scrolls sideways on a phone instead of squeezing its columns. */
export const scroller = style({
  width: '100%',
  overflowX: 'auto',
  marginTop: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [mediaQueries.desktop]: { fontSize: vars.fontSize.md } },
});

export const th = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  '@media': { [mediaQueries.desktop]: { padding: `${vars.space.sm} ${vars.space.md}` } },
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  backgroundColor: vars.color.backgroundAlt,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  '@media': { [mediaQueries.desktop]: { padding: `${vars.space.sm} ${vars.space.md}` } },
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const numeric = style({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/**
 * Under 768 px each row (an invoice, a job) becomes a card of label/value
 * lines instead of columns a phone would have to cut or scroll sideways.
 * Cells carry their column's name in `data-label`; the row header heads the
 * card; roles stay explicit in the markup so assistive technology still
 * reads a table.
 */
export const stacked = style({});

globalStyle(`${stacked} thead`, {
  '@media': { [mediaQueries.mobile]: visuallyHiddenRules },
});

globalStyle(`${stacked} tr, ${stacked} tbody`, {
  '@media': { [mediaQueries.mobile]: { display: 'block' } },
});

globalStyle(`${stacked} tbody > tr`, {
  '@media': { [mediaQueries.mobile]: { borderBottom: `1px solid ${vars.color.border}`, padding: `${vars.space.xs} 0` } },
});

globalStyle(`${stacked} tbody th, ${stacked} tbody td`, {
  '@media': {
    [mediaQueries.mobile]: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: vars.space.sm,
      border: 'none',
      padding: `${vars.space.xxs} ${vars.space.md}`,
      textAlign: 'right',
    },
  },
});

globalStyle(`${stacked} tbody [data-label]::before`, {
  '@media': { [mediaQueries.mobile]: { content: 'attr(data-label)', color: vars.color.textMuted, textAlign: 'left', fontWeight: vars.fontWeight.regular } },
});

globalStyle(`${stacked} tbody td[data-actions]`, {
  '@media': { [mediaQueries.mobile]: { justifyContent: 'flex-start', paddingTop: vars.space.xs } },
});

globalStyle(`${stacked} tbody td[data-details]`, {
  '@media': { [mediaQueries.mobile]: { display: 'block', textAlign: 'left', margin: `0 ${vars.space.md}`, borderRadius: vars.radius.md } },
});

/** A row header heads its row (left, not centred as th would be). */
export const rowHeader = style({ textAlign: 'left' });
