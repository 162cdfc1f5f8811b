import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../shared/theme/breakpoints';
import { vars } from '../../../../shared/theme/theme.css';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';

/** Between the page's introduction and what follows it. */
export const section = style({ marginTop: vars.space.lg });

/** Three figures side by side on a desktop, stacked on a phone. */
export const figures = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const label = sprinkles({ color: 'muted', fontSize: 'sm' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, minWidth: 0 });

export const value = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const detail = style([sprinkles({ color: 'muted', fontSize: 'sm' }), { overflowWrap: 'anywhere' }]);
