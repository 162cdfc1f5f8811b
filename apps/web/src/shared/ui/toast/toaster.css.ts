import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/theme.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  top: vars.space.md,
  right: vars.space.md,
  left: vars.space.md,
  zIndex: vars.zIndex.toast,
  pointerEvents: 'none',
  '@media': {
    [mediaQueries.desktop]: { left: 'auto', width: '380px' },
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

const toastBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: '1px solid',
  boxShadow: vars.shadow.md,
  pointerEvents: 'auto',
  animation: `${slideIn} 160ms ease-out`,
});

export const toast = styleVariants({
  success: [toastBase, { backgroundColor: vars.color.surfaceRaised, borderColor: vars.color.success }],
  destructive: [toastBase, { backgroundColor: vars.color.danger, borderColor: vars.color.dangerHover }],
});

export const body = style({ flex: 1, minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.bold });

export const description = style({ marginTop: vars.space.xxs, fontSize: vars.fontSize.sm });

export const close = style({
  flexShrink: 0,
  width: '32px',
  height: '32px',
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.12)' } },
});
