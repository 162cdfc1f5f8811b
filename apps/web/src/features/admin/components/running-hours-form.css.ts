import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

/** The meters, one under another, apart from the plan below them. */
export const meters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBottom: vars.space.md });

/** One meter: its name and reading, then the new reading, 'replaced' and save; a row on a desktop, stacked on a phone. */
export const meter = style({
  display: 'grid',
  gap: vars.space.xs,
  alignItems: 'end',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(7rem, 1fr) auto auto', gap: vars.space.md, padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const name = style({ alignSelf: 'center', margin: 0, overflowWrap: 'anywhere' });

/** The form's error, across the whole row. */
export const wide = style({ gridColumn: '1 / -1' });
