import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm, marginTop: vars.space.md });

export const filter = style({ minWidth: '12rem' });

/** The week: a column per day on a desktop, the days one under another on a phone. */
export const week = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' } },
});

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const today = style({ borderColor: vars.color.accent });

export const dayTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, textTransform: 'capitalize' });

export const visit = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const time = style({ fontWeight: vars.fontWeight.bold });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const editor = style({ marginTop: vars.space.lg });

export const visits = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
