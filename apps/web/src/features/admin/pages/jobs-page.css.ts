import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';

/** Each row is a grid of its own: fixed widths for the status and the amount keep the columns in line. */
export const jobRow = style({
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr) 9.5rem 7.5rem' } },
});

export const amount = style({ display: 'flex', '@media': { [mediaQueries.desktop]: { justifyContent: 'flex-end' } } });
