import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';
import { sprinkles } from '../../../shared/theme/sprinkles.css';

export const intro = style({ marginTop: vars.space.xs, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, marginTop: vars.space.lg });

export const group = style({
  minWidth: 0,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': { [mediaQueries.desktop]: { padding: vars.space.lg } },
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const groupHint = style([sprinkles({ color: 'muted', fontSize: 'sm' }), { marginBottom: vars.space.sm }]);

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });

export const conflict = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, color: vars.color.text });

export const conflictValues = style({
  display: 'grid',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
});

globalStyle(`${conflictValues} dt`, { fontWeight: vars.fontWeight.bold });
