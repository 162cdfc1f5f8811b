import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../shared/theme/breakpoints';
import { vars } from '../../../../shared/theme/theme.css';
import { card } from '../../../../shared/ui/card.css';

export const today = style([card({ padding: 'responsive' }), { marginTop: vars.space.xl }]);

export const title = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.xl });

/** Two a row on a phone, four on a desktop. */
export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  height: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: {
    '&[data-attention]': { borderColor: vars.color.accent, color: vars.color.text },
    '&:hover, &:focus-visible': { backgroundColor: vars.color.accentSoft },
  },
});

export const count = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: vars.color.text, lineHeight: 1 });

export const alerts = style({ marginTop: vars.space.md });

/** VIP members' priority jobs: above the counts, framed in the warning colour so they are seen first. */
export const priority = style({
  marginBottom: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSoft,
});

export const subtitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });

// Apart enough that each boat's link is a target of its own (WCAG 2.5.8: 24 px between centres).
export const boats = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** A visit a row on a desktop (time, job, who, state); on a phone the job under its time. */
export const visits = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const visit = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: 'baseline',
  paddingBlock: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '7rem minmax(0, 2fr) minmax(0, 1fr) auto' } },
});

export const visitTime = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.text });

export const visitJob = style({ overflowWrap: 'anywhere' });

/** A pill as wide as its word, not its grid cell. */
export const visitState = style({ justifySelf: 'start' });
