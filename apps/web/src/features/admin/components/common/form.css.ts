import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../shared/theme/breakpoints';
import { vars } from '../../../../shared/theme/theme.css';

/** An admin form: its fields one under another, no wider than a line is easy to read. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '44rem' });

/** Short fields two a row on a desktop, one on a phone. */
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fieldset = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0, minWidth: 0 });

export const legend = style({ fontWeight: vars.fontWeight.medium, padding: `0 ${vars.space.xxs}` });

/** A radio button and its words, one choice per line, easy to hit on a phone. */
export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: vars.size.control, cursor: 'pointer' });
