import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../shared/theme/breakpoints';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import { vars } from '../../../../shared/theme/theme.css';

/** A list of records: a row of columns on a desktop, a stacked card on a phone. */
export const list = style({ listStyle: 'none', margin: `${vars.space.md} 0 0`, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  alignItems: 'center',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQueries.desktop]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr) auto',
      gap: vars.space.md,
      padding: `${vars.space.sm} ${vars.space.md}`,
    },
  },
});

export const rowTitle = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const rowMeta = style([sprinkles({ color: 'muted', fontSize: 'sm' }), { overflowWrap: 'anywhere' }]);

/** A row's open alerts, on a line of their own under the row's columns. */
export const rowAlerts = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs' }), { gridColumn: '1 / -1' }]);

export const rowEnd = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'xs', justifyContent: { desktop: 'flex-end' } });
