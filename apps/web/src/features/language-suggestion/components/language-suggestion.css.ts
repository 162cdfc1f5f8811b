import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

/** Over the page just under the header (fixed: nothing below it moves when it comes or goes). */
export const suggestion = style({
  position: 'fixed',
  top: `calc(${vars.size.header} + ${vars.space.xs})`,
  insetInline: vars.space.xs,
  zIndex: vars.zIndex.menu,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: '0 8px 32px rgba(0, 0, 0, 0.5)',
  '@media': {
    [mediaQueries.desktop]: { insetInline: 'auto', right: vars.space.lg, maxWidth: '480px' },
  },
});

export const text = style({ flex: 1, margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });
