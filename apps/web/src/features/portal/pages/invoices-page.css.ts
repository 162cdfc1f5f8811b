import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

export const notice = style({
  marginTop: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
});

export const noticeWarning = style([notice, { backgroundColor: vars.color.warningSoft, color: vars.color.warning }]);

/** Whom the invoices name, under the title. */
export const billingIdentity = style({ marginTop: vars.space.xs, color: vars.color.textMuted, maxWidth: '60ch' });
