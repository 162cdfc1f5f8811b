import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../shared/theme/breakpoints';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import { vars } from '../../../../shared/theme/theme.css';
import { row } from '../common/record-list.css';

// The customer's work report's look for the same things (headings, photos, signature).
export { heading, photo, photos, signature } from '../../../../shared/domain/work-report.css';

/** One visit's record, set apart from the next. */
export const visit = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  marginTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** A line recorded aboard: what it is, its price, and the office's button; its corrections under it. */
export const line = style([
  row,
  {
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr) auto' } },
  },
]);

// Placed by hand: on a phone the button sits beside the line's words with its price under both; on a desktop, three columns.
export const lineMain = style({ minWidth: 0, gridColumn: '1', gridRow: '1' });

export const lineMeta = style([
  sprinkles({ color: 'muted', fontSize: 'sm' }),
  { gridColumn: '1 / -1', gridRow: '2', '@media': { [mediaQueries.desktop]: { gridColumn: '2', gridRow: '1' } } },
]);

export const lineEnd = style({ gridColumn: '2', gridRow: '1', justifySelf: 'end', '@media': { [mediaQueries.desktop]: { gridColumn: '3' } } });

/** Under the line, across it: its corrections, the correction form. */
export const lineWide = style({ gridColumn: '1 / -1' });

export const corrections = style([
  sprinkles({ color: 'muted', fontSize: 'sm' }),
  { listStyle: 'none', margin: 0, padding: `0 0 0 ${vars.space.sm}`, borderLeft: `3px solid ${vars.color.border}` },
]);

/** A thumbnail is a button: tapped, the photo opens large. */
export const thumb = style({ padding: 0, border: 0, background: 'none', cursor: 'zoom-in', borderRadius: vars.radius.md, minHeight: vars.size.control });

export const large = style({ display: 'block', maxWidth: '100%', maxHeight: '75vh', margin: '0 auto', borderRadius: vars.radius.md });

export const checklist = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const done = style({ color: vars.color.success });
