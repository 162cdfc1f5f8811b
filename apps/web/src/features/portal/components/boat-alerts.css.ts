import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.dangerSoft,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, color: vars.color.dangerText });

export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const detail = style({ color: vars.color.text, fontSize: vars.fontSize.sm });

export const action = style({ alignSelf: 'flex-start' });
