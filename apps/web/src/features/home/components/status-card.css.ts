import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';
import { sprinkles } from '../../../shared/theme/sprinkles.css';

export const cardTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const icon = style({ width: vars.size.icon, height: vars.size.icon, flexShrink: 0, color: vars.color.accent });

export const bigValue = style({
  fontSize: '2.5rem',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.1,
});

export const muted = sprinkles({ color: 'muted', fontSize: 'sm' });

export const place = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
});

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere', textAlign: 'right' });

export const dot = style({
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success,
  boxShadow: `0 0 0 3px ${vars.color.successSoft}`,
  selectors: {
    '&[data-online="false"]': { backgroundColor: vars.color.danger, boxShadow: `0 0 0 3px ${vars.color.dangerSoft}` },
  },
});

export const badge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  // Light tints (Tailwind's 300s) read on the soft backgrounds; no other badge needs them.
  selectors: {
    '&[data-speed="fast"]': { backgroundColor: vars.color.successSoft, color: '#86efac' },
    '&[data-speed="medium"]': { backgroundColor: vars.color.warningSoft, color: '#fde047' },
    '&[data-speed="slow"]': { backgroundColor: 'rgba(249, 115, 22, 0.16)', color: '#fdba74' },
    '&[data-speed="offline"]': { backgroundColor: vars.color.dangerSoft, color: vars.color.dangerText },
  },
});
