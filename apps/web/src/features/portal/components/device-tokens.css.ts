import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';
import { sprinkles } from '../../../shared/theme/sprinkles.css';

export const intro = style([sprinkles({ color: 'muted', fontSize: 'sm' }), { margin: 0 }]);

/** Where the readings come from: the card's answer to 'is this live?', in the text's own colour. */
export const source = style({ margin: 0, fontSize: vars.fontSize.sm });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  '@media': { [mediaQueries.desktop]: { flexDirection: 'row', alignItems: 'flex-end' } },
});

export const formField = style({ flex: 1, minWidth: 0 });

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

export const secretTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

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

export const muted = style({ color: vars.color.textMuted });
