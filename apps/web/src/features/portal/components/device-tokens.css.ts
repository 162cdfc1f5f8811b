import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

export { intro, secret, secretActions, secretValue } from '../../../shared/ui/secret-link.css';

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

export const secretTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted });
