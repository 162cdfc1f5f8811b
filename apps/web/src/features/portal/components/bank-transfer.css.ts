import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';
import { sprinkles } from '../../../shared/theme/sprinkles.css';

export const transfer = style({ marginTop: vars.space.sm, paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` });

export const title = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  // On a phone each label over its value: the IBAN gets the whole width, on one line.
  '@media': { [mediaQueries.mobile]: { gridTemplateColumns: '1fr', rowGap: 0 } },
});

export const label = style({ color: vars.color.textMuted, '@media': { [mediaQueries.mobile]: { marginTop: vars.space.xs, fontSize: vars.fontSize.sm } } });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const iban = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, fontVariantNumeric: 'tabular-nums' });

export const note = style([sprinkles({ color: 'muted', fontSize: 'sm' }), { margin: `${vars.space.xs} 0 0` }]);

/** On one line where it fits; else it breaks only between its groups of four, never inside one (the value's overflowWrap would cut anywhere). */
export const ibanText = style({ overflowWrap: 'normal', wordBreak: 'keep-all' });
