import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  selectors: { '&:focus': { outline: 'none' } },
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.accentContrast,
  fontWeight: vars.fontWeight.bold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

const progress = keyframes({
  from: { transform: 'scaleX(0.1)' },
  to: { transform: 'scaleX(0.9)' },
});

/** A thin bar under the header while the next page's chunk loads. */
export const navigationProgress = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: '3px',
  zIndex: vars.zIndex.toast,
  backgroundColor: vars.color.accent,
  transformOrigin: 'left',
  animation: `${progress} 2s ease-out forwards`,
});
