import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';
import { sprinkles } from '../../../shared/theme/sprinkles.css';

export const intro = style([sprinkles({ color: 'muted', fontSize: 'sm' }), { margin: 0 }]);

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, marginTop: vars.space.md });

/** A rule: its switch and name, then its threshold; side by side from the tablet up. */
export const rule = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [mediaQueries.desktop]: { flexDirection: 'row', alignItems: 'flex-start', gap: vars.space.lg } },
});

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  cursor: 'pointer',
  '@media': { [mediaQueries.desktop]: { flex: '0 0 20rem', marginTop: vars.space.lg } },
});

export const checkbox = style({ width: '1.25rem', height: '1.25rem', accentColor: vars.color.accent, flexShrink: 0 });

export const name = style({ fontWeight: vars.fontWeight.bold });

export const threshold = style({ maxWidth: '16rem', flex: 1 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
