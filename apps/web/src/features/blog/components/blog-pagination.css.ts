import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';

export const nav = style({ marginTop: vars.space.xl, display: 'flex', justifyContent: 'center' });

const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
});

const cell = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.control,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
});

export const page = style([
  cell,
  {
    color: vars.color.text,
    selectors: { '&:hover': { borderColor: vars.color.accent, color: vars.color.accent } },
  },
]);

export const current = style([cell, { backgroundColor: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentContrast }]);

export const step = page;

export const stepDisabled = style([cell, { color: vars.color.textMuted, opacity: 0.5 }]);

export const ellipsis = style({ padding: `0 ${vars.space.xxs}`, color: vars.color.textMuted });

export const desktopList = style([list, { '@media': { [mediaQueries.mobile]: { display: 'none' } } }]);

export const mobileList = style([list, { '@media': { [mediaQueries.desktop]: { display: 'none' } } }]);
