import { style } from '@vanilla-extract/css';
import { vars } from '../../../../shared/theme/theme.css';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';

/** The legal text: a measure that reads well. */
export const text = style({ maxWidth: '46rem' });

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, marginBottom: vars.space.sm, overflowWrap: 'anywhere' });

export const meta = style([
  sprinkles({ color: 'muted', fontSize: 'sm' }),
  { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, marginBottom: vars.space.md },
]);

export const items = style({ listStyle: 'none', margin: `${vars.space.md} 0 0`, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const label = style({ fontWeight: vars.fontWeight.bold });

/** A value: its paragraphs (its lines) a little apart. */
export const value = style({ marginTop: vars.space.xxs, display: 'flex', flexDirection: 'column', gap: vars.space.xs, overflowWrap: 'anywhere' });

export const annex = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, marginTop: vars.space.lg });
