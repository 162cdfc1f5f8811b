import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';
import { card } from '../../../shared/ui/card.css';

export const section = style([card({ padding: 'responsive' }), { marginTop: vars.space.lg }]);

export const muted = style({
  marginTop: vars.space.md,
  color: vars.color.textMuted,
});
