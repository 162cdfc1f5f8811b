import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../shared/theme/breakpoints';
import { vars } from '../../shared/theme/theme.css';

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  marginTop: vars.space.xl,
  padding: `${vars.space.md} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [mediaQueries.desktop]: { paddingInline: vars.space.lg } },
});

export const line = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `0 ${vars.space.md}`, margin: 0 });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}`, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  color: vars.color.textMuted,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  selectors: { '&:hover': { color: vars.color.text } },
});

export const linkButton = style([link, { padding: 0, border: 'none', background: 'none', font: 'inherit', cursor: 'pointer' }]);
