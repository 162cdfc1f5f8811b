import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const page = style({
  minHeight: '50vh',
  padding: vars.space.xxl,
});

export const circle = style({
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  border: `4px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 800ms linear infinite`,
});

export const small = style({
  width: '18px',
  height: '18px',
  borderWidth: '3px',
});
