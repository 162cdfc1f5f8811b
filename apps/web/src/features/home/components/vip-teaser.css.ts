import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  // Decorative: navy into VIP gold, with a gold edge.
  border: '1px solid rgba(250, 204, 21, 0.45)',
  background: 'linear-gradient(135deg, rgba(17, 42, 85, 0.95), rgba(66, 52, 8, 0.9))',
  boxShadow: vars.shadow.md,
  '@media': {
    [mediaQueries.desktop]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', padding: vars.space.xxl },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** One line on desktop; on phones the full width with its text centred. */
export const cta = style({
  alignSelf: 'stretch',
  textAlign: 'center',
  '@media': { [mediaQueries.desktop]: { alignSelf: 'center', flexShrink: 0, whiteSpace: 'nowrap' } },
});
