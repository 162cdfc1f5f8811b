import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const detailsCell = style({ padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`, backgroundColor: vars.color.backgroundAlt });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});

export const detailsLabel = style({ color: vars.color.textMuted });

export const detailsValue = style({ margin: 0 });

export const total = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const expandedRow = style({ backgroundColor: vars.color.accentSoft });

/**
 * Under 768 px each invoice becomes a block of label/value lines instead of a
 * six-column table a phone would have to scroll sideways (roles stay explicit
 * in the markup so assistive technology still reads a table).
 */
export const stacked = style({});

globalStyle(`${stacked} thead`, {
  '@media': { [mediaQueries.mobile]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' } },
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

/** The invoice number heads its row; row headers would otherwise centre. */
export const rowHeader = style({ textAlign: 'left' });
