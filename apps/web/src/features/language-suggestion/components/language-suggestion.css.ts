import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { bottomOverlayRoom } from '../../../shared/ui/bottom-overlay';
import { vars } from '../../../shared/theme/theme.css';

/**
 * Fixed, so nothing moves when it comes or goes. On a phone at the bottom, above the cookie banner
 * when that shows (under the header it would cover the page's heading); on a wide screen under the
 * header, at the right, beside the heading.
 */
export const suggestion = style({
  position: 'fixed',
  bottom: vars.space.xs,
  // Slid, not re-laid out, when the banner comes or goes: a moved box would count as a layout shift.
  transform: `translateY(calc(-1 * ${bottomOverlayRoom}))`,
  transition: 'transform 200ms ease-out',
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
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    [mediaQueries.desktop]: {
      top: `calc(${vars.size.header} + ${vars.space.xs})`,
      bottom: 'auto',
      transform: 'none',
      insetInline: 'auto',
      right: vars.space.lg,
      maxWidth: '480px',
    },
  },
});

export const text = style({ flex: 1, margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });
