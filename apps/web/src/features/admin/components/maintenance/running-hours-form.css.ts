import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../shared/theme/breakpoints';
import { vars } from '../../../../shared/theme/theme.css';
import { row } from '../common/record-list.css';

/** The meters, one under another, apart from the plan below them. */
export const meters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBottom: vars.space.md });

/** One meter, framed as a record row: its name and reading, then the new reading, 'replaced' and save; stacked on a phone. */
export const meter = style([
  row,
  { alignItems: 'end', '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(7rem, 1fr) auto auto' } } },
]);

export const name = style({ alignSelf: 'center', margin: 0, overflowWrap: 'anywhere' });

/** The form's error, across the whole row. */
export const wide = style({ gridColumn: '1 / -1' });
