import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';
import { card } from '../../../shared/ui/card.css';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': {
    [mediaQueries.desktop]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const greeting = style({
  marginTop: vars.space.xxs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const section = style([card({ padding: 'responsive' }), { marginTop: vars.space.xl }]);

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const muted = style({
  marginTop: vars.space.md,
  color: vars.color.textMuted,
});
