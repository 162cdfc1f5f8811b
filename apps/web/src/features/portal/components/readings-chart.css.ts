import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

export const toggles = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.backgroundAlt,
});

export const toggle = style({
  minHeight: vars.size.controlSmall,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { backgroundColor: vars.color.accent, color: vars.color.accentContrast, fontWeight: vars.fontWeight.bold },
  },
});

export const charts = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

/** The card title sits beside the period toggles, so it drops its own bottom margin. */
export const title = style({ marginBottom: 0 });
