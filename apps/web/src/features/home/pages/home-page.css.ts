import { style } from '@vanilla-extract/css';

/** Sections stack above the fixed particle canvas. */
export const page = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
});
