import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

/** Fixed behind the page; content that must sit above it uses position: relative with `vars.zIndex.content`. */
export const canvas = style({
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  zIndex: vars.zIndex.background,
  pointerEvents: 'none',
});
