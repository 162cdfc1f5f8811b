import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { sprinkles } from '../theme/sprinkles.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 0 0 ${vars.space.md}`,
  borderLeft: `2px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const item = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  '::before': {
    content: '""',
    position: 'absolute',
    left: `calc(-1 * ${vars.space.md} - 7px)`,
    top: '6px',
    width: '12px',
    height: '12px',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.accent,
  },
});

export const time = style([sprinkles({ color: 'muted', fontSize: 'sm' }), { fontVariantNumeric: 'tabular-nums' }]);

/** A note under its status: on a line of its own. */
export const note = style({ flexBasis: '100%', margin: 0, color: 'inherit', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
