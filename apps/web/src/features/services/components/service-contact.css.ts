import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

export const contact = style({
  marginTop: vars.space.xxl,
  padding: vars.space.xl,
  textAlign: 'center',
  backgroundColor: vars.color.accentSoft,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, marginBottom: vars.space.md });

export const text = style({ maxWidth: '60ch', margin: `0 auto ${vars.space.lg}`, color: vars.color.textMuted });
