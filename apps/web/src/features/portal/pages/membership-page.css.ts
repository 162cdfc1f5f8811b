import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

/** A card's text, facts and buttons, spaced evenly under its title. */
export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** A part of the membership's card (its changes), under the facts. */
export const subtitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The membership's facts: as many columns as fit (two on a phone), a long value wrapping inside its own. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9.5rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});
