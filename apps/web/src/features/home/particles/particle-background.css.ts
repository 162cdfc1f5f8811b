import { style } from '@vanilla-extract/css';

/** Fixed behind the page; content that must sit above it uses position: relative with z-index 1. */
export const canvas = style({
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  zIndex: 0,
  pointerEvents: 'none',
});
