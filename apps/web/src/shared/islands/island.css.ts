import { style } from '@vanilla-extract/css';

/** An island's root element takes no box: the page lays out as if it were not there. Hidden, nothing of it shows. */
export const island = style({ display: 'contents', selectors: { '&[hidden]': { display: 'none' } } });
