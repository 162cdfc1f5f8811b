import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

/** The lists of the boat's equipment and maintenance: one piece or task a row, a line between them. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const category = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const action = style({ alignSelf: 'flex-start' });

/** A part's heading inside the card (the running hours per engine). */
export const subtitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, margin: `${vars.space.sm} 0 0` });

/** The running hours, set apart from the tasks under them. */
export const meters = style({ marginBottom: vars.space.md, paddingBottom: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
