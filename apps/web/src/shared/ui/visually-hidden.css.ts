import { style } from '@vanilla-extract/css';

/** The rules that hide a thing from sight, not from screen readers (for a style that hides only sometimes). */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Read by screen readers, not shown. */
export const visuallyHidden = style(visuallyHiddenRules);
