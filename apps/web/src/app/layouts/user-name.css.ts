import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const userName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const text = styleVariants({
  cut: { maxWidth: '18ch', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  wrapped: { overflowWrap: 'anywhere' },
});

export const icon = style({ width: vars.size.iconSmall, height: vars.size.iconSmall, flexShrink: 0 });
