import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';
import { sprinkles } from '../../../shared/theme/sprinkles.css';

export const banner = style({
  position: 'fixed',
  insetInline: vars.space.xs,
  bottom: vars.space.xs,
  zIndex: vars.zIndex.menu,
  maxHeight: `calc(100vh - ${vars.space.md})`,
  overflowY: 'auto',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: '0 -8px 32px rgba(0, 0, 0, 0.5)',
  '@media': {
    [mediaQueries.desktop]: { insetInline: vars.space.lg, bottom: vars.space.lg, maxWidth: '1100px', marginInline: 'auto' },
  },
});

export const inner = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.md}`,
  '@media': {
    // Room on the right for the close button, clear of the choices.
    [mediaQueries.desktop]: { gridTemplateColumns: '1fr auto', alignItems: 'center', padding: vars.space.lg, paddingRight: vars.space.xxxl },
  },
});

export const text = style([sprinkles({ color: 'muted', fontSize: 'sm' }), { display: 'flex', flexDirection: 'column', gap: vars.space.xxs }]);

/** Only the title shares its line with the phone's close button; the text below uses the full width. */
export const title = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  paddingRight: vars.space.xxl,
  '@media': { [mediaQueries.desktop]: { paddingRight: 0 } },
});

export const policyLink = style({ color: vars.color.link });

/** The small close button, the same at every width; counts as Decline. */
export const close = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
});

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xs,
  '@media': { [mediaQueries.desktop]: { display: 'flex', gridColumn: '2', gridRow: '1' } },
});

export const action = style({
  selectors: { '&:nth-child(3)': { gridColumn: '1 / -1' } },
  '@media': { [mediaQueries.desktop]: { minWidth: '140px' } },
});

export const categories = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [mediaQueries.desktop]: { gridColumn: '1 / -1', gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const legend = style({ padding: `0 ${vars.space.xxs}`, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const category = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, fontSize: vars.fontSize.sm, cursor: 'pointer' });

export const checkbox = style({ width: '20px', height: '20px', marginTop: '2px', flexShrink: 0, accentColor: vars.color.accent });

export const always = style({ fontStyle: 'normal', color: vars.color.textMuted });

export const categoryText = style({ display: 'block', color: vars.color.textMuted });
