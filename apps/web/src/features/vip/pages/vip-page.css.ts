import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';
import { sprinkles } from '../../../shared/theme/sprinkles.css';

export const header = style({ textAlign: 'center', maxWidth: '70ch', margin: `0 auto ${vars.space.xl}` });

export const subtitle = style({ marginTop: vars.space.xs, color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const limited = style({
  display: 'inline-block',
  marginTop: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const plans = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  maxWidth: '880px',
  margin: '0 auto',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xl } },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const cardFeatured = style([card, { borderColor: vars.color.accent, boxShadow: vars.shadow.md }]);

/** Sits on the card's top edge, so Gold's name and price line up with Silver's. */
export const badge = style({
  position: 'absolute',
  top: 0,
  right: vars.space.lg,
  transform: 'translateY(-50%)',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});

export const planName = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const price = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xxs });

export const amount = style({ fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const period = style({ color: vars.color.textMuted });

export const vat = sprinkles({ color: 'muted', fontSize: 'sm' });

export const features = style({
  listStyle: 'none',
  margin: `${vars.space.sm} 0`,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
});

/** The check mark in its own column, so a wrapped line starts under the text, not under the mark. */
globalStyle(`${features} > li`, { display: 'grid', gridTemplateColumns: '1.25em 1fr', columnGap: vars.space.xs });

/** Decoration only: the alternative text after the slash is empty, so screen readers skip it. */
globalStyle(`${features} > li::before`, { content: '"✓" / ""', color: vars.color.success, fontWeight: vars.fontWeight.bold });

export const apply = style({ width: '100%' });
