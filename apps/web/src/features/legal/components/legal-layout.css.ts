import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';
import { sprinkles } from '../../../shared/theme/sprinkles.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '240px minmax(0, 1fr)', alignItems: 'start' } },
});

export const nav = style({
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [mediaQueries.desktop]: { position: 'sticky', top: `calc(${vars.size.header} + ${vars.space.md})` } },
});

export const navTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  marginBottom: vars.space.xs,
});

export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlCompact,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.link,
  textDecoration: 'none',
  selectors: { '&:hover': { backgroundColor: vars.color.accentSoft } },
});

export const navLinkCurrent = style([navLink, { backgroundColor: vars.color.accentSoft, color: vars.color.text, fontWeight: vars.fontWeight.bold }]);

export const article = style({ maxWidth: '78ch' });

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaQueries.desktop]: { fontSize: vars.fontSize.xxl } },
});

export const updated = style([sprinkles({ color: 'muted', fontSize: 'sm' }), { marginTop: vars.space.xs }]);

export const sections = style({ listStyle: 'none', margin: `${vars.space.xl} 0 0`, padding: 0 });

export const section = style({ marginBottom: vars.space.xl });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, marginBottom: vars.space.sm });

export const sectionNumber = style({ color: vars.color.accent });

export const paragraph = style({ color: vars.color.textMuted, marginBottom: vars.space.sm, overflowWrap: 'anywhere' });
