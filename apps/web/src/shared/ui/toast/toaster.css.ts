import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/theme.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
});

/**
 * Phones: sticky under the header and in the flow (an empty region takes no
 * room). Desktop: fixed at the top right, below the header's controls.
 */
export const region = style({
  position: 'sticky',
  top: vars.size.header,
  zIndex: vars.zIndex.menu,
  '@media': {
    [mediaQueries.desktop]: {
      position: 'fixed',
      top: `calc(${vars.size.header} + ${vars.space.md})`,
      right: vars.space.md,
      width: '380px',
      zIndex: vars.zIndex.toast,
      pointerEvents: 'none',
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** On phones only the newest toast shows (older ones wait hidden until it goes). */
export const item = style({
  '@media': { [mediaQueries.mobile]: { selectors: { '&:not(:last-child)': { display: 'none' } } } },
});

/** On phones a full-width bar; on desktop a card. */
const toastBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  borderBottom: '1px solid',
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  pointerEvents: 'auto',
  animation: `${slideIn} 160ms ease-out`,
  '@media': {
    [mediaQueries.desktop]: {
      alignItems: 'flex-start',
      gap: vars.space.sm,
      padding: vars.space.md,
      border: '1px solid',
      borderRadius: vars.radius.md,
      fontSize: vars.fontSize.md,
    },
  },
});

export const toast = styleVariants({
  success: [toastBase, { backgroundColor: vars.color.surfaceRaised, borderColor: vars.color.success }],
  // dangerStrong: white text on it meets 4.5:1 (danger, the brighter red, does not).
  destructive: [toastBase, { backgroundColor: vars.color.dangerStrong, borderColor: vars.color.danger }],
});

export const body = style({ flex: 1, minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.bold });

export const keepTogether = style({ whiteSpace: 'nowrap' });

export const description = style({
  marginTop: '2px',
  fontSize: vars.fontSize.sm,
  '@media': { [mediaQueries.desktop]: { marginTop: vars.space.xxs } },
});

export const close = style({
  flexShrink: 0,
  width: vars.size.controlCompact,
  height: vars.size.controlCompact,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  // White at 12 %: lightens whichever tone the toast has.
  selectors: { '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.12)' } },
});
