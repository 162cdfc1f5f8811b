import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';
import { card } from '../../../shared/ui/card.css';

export const needs = style([card({ padding: 'md' }), { marginTop: vars.space.lg }]);

export const title = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs });

/** A dot before each line: red where money is late or a boat is alerting. */
export const item = style({
  paddingLeft: vars.space.md,
  position: 'relative',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      top: '0.55em',
      width: '8px',
      height: '8px',
      borderRadius: '50%',
      backgroundColor: vars.color.accent,
    },
    '&[data-urgent]::before': { backgroundColor: vars.color.danger },
  },
});

export const muted = style({ margin: 0, color: vars.color.textMuted });
