import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';
import { card } from '../../../shared/ui/card.css';

export const visit = style([card({ padding: 'responsive' }), { display: 'flex', flexDirection: 'column', gap: vars.space.sm, overflowWrap: 'anywhere' }]);

export const window = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const line = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Big enough for a thumb on a pontoon. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const list = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: vars.fontSize.sm });

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
