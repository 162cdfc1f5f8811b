import { style } from '@vanilla-extract/css';
import { vars } from '../../../../shared/theme/theme.css';

export const problems = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.dangerText,
});

export const title = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xxs });

export const hint = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm });
