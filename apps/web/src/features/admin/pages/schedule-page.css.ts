import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  marginBottom: vars.space.md,
});

export const views = style({ display: 'flex', gap: vars.space.xxs });

export const navigation = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const filter = style({ minWidth: '12rem', '@media': { [mediaQueries.desktop]: { marginLeft: 'auto' } } });

export const muted = style({ margin: `0 0 ${vars.space.xs}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** On a phone, the week's days to pick the one shown. */
export const days = style({ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: vars.space.xxs, marginBottom: vars.space.sm });

export const dayButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `${vars.space.xxs} 0`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.accent, backgroundColor: vars.color.accentSoft, color: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const dayName = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular, color: vars.color.textMuted, textTransform: 'capitalize' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginTop: vars.space.md });
