import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../shared/theme/breakpoints';
import { vars } from '../../../../shared/theme/theme.css';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** One record: what it is and where it stands on a desktop's one line (two on a phone), its fingerprint under them. */
export const record = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: vars.space.md, padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const title = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [mediaQueries.desktop]: { justifyContent: 'flex-end' } },
});

/** Under the title and the status: the full width of the record. */
export const wide = style({ gridColumn: '1 / -1', minWidth: 0 });

export const meta = style([wide, sprinkles({ color: 'muted', fontSize: 'sm' }), { overflowWrap: 'anywhere' }]);

/** 64 hexadecimal digits: small, monospaced, broken anywhere rather than overflowing a phone. */
export const fingerprint = style([meta, { fontFamily: vars.font.mono, wordBreak: 'break-all' }]);

export const aeatWords = style([wide, { color: vars.color.dangerText, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' }]);
