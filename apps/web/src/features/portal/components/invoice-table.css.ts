import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

/** An unpaid invoice's details lead with what is due and the way to pay it. */
export const due = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  border: `1px solid ${vars.color.border}`,
});

export const dueLabel = style({ color: vars.color.textMuted });

export const dueAmount = style({ fontSize: vars.fontSize.lg, fontVariantNumeric: 'tabular-nums', marginRight: 'auto' });

export const detailsCell = style({ padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`, backgroundColor: vars.color.backgroundAlt });

// On a phone the lines' cells line up with the details around them (the invoices table's stacked cells would indent them).
globalStyle(`${detailsCell} table tbody td`, { '@media': { [mediaQueries.mobile]: { paddingInline: 0 } } });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.md}`,
});

export const detailsLabel = style({ color: vars.color.textMuted });

export const detailsValue = style({ margin: 0 });

export const expandedRow = style({ backgroundColor: vars.color.accentSoft });
