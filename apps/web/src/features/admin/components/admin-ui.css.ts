import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';
import { card as cardRecipe } from '../../../shared/ui/card.css';

export const headerRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const card = style([cardRecipe({ padding: 'responsive' }), { minWidth: 0 }]);

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, marginBottom: vars.space.sm });

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, marginTop: vars.space.lg });

/** Two columns of cards on a desktop, one on a phone. */
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' } },
});

/** A list of records: a row of columns on a desktop, a stacked card on a phone. */
export const list = style({ listStyle: 'none', margin: `${vars.space.md} 0 0`, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  alignItems: 'center',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr) auto', gap: vars.space.md, padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const rowTitle = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const rowMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

/** A row's open alerts, on a line of their own under the row's columns. */
export const rowAlerts = style({ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const rowEnd = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, '@media': { [mediaQueries.desktop]: { justifyContent: 'flex-end' } } });

export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, marginTop: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '44rem' });

export const formGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fieldset = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0, minWidth: 0 });

export const legend = style({ fontWeight: vars.fontWeight.medium, padding: `0 ${vars.space.xxs}` });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const textarea = style({ minHeight: '96px', resize: 'vertical' });

/** Label and value side by side on a desktop; the label above its value on a phone. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  margin: 0,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)', gap: `${vars.space.xxs} ${vars.space.md}` } },
});

export const factLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [mediaQueries.mobile]: { marginTop: vars.space.xs } },
});

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const notice = style({ padding: vars.space.sm, borderRadius: vars.radius.md, backgroundColor: vars.color.successSoft, color: vars.color.success, fontWeight: vars.fontWeight.medium });

/** Actions under a block of content. */
export const toolbar = style([actions, { marginTop: vars.space.lg }]);

/** A radio button and its words, one choice per line, easy to hit on a phone. */
export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: '44px', cursor: 'pointer' });
