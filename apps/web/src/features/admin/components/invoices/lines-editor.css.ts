import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../shared/theme/breakpoints';
import { vars } from '../../../../shared/theme/theme.css';

export const lines = style({ listStyle: 'none', margin: `${vars.space.sm} 0`, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const line = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  paddingBottom: vars.space.md,
  borderBottom: `1px dashed ${vars.color.border}`,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 1fr) minmax(0, 1.2fr) minmax(0, 1fr) auto', alignItems: 'end' } },
});

export const description = style({ gridColumn: '1 / -1', '@media': { [mediaQueries.desktop]: { gridColumn: 'auto' } } });

export const remove = style({ display: 'flex', alignItems: 'flex-end' });

/** A line's kind (part or service, or labour in or out of hours), on a row of its own under the line. */
export const kind = style({ gridColumn: '1 / -1', maxWidth: '22rem' });

/** The messages of a line's number fields, under the whole line. */
export const messages = style({ gridColumn: '1 / -1' });

export const preview = style({ marginTop: vars.space.md });
