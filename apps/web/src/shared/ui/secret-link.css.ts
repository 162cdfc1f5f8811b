import { style } from '@vanilla-extract/css';
import { sprinkles } from '../theme/sprinkles.css';
import { vars } from '../theme/theme.css';

// A secret shown once (a device token, a calendar link): its box, its value and its actions.

export const intro = style([sprinkles({ color: 'muted', fontSize: 'sm' }), { margin: 0 }]);

export const secret = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.warningSoft,
});

export const secretValue = style({
  display: 'block',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const secretActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
