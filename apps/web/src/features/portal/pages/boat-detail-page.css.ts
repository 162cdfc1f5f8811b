import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../shared/theme/breakpoints';
import { vars } from '../../../shared/theme/theme.css';
import { sprinkles } from '../../../shared/theme/sprinkles.css';

export const hero = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  marginTop: vars.space.md,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'start' } },
});

export const image = style({ borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border}` });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0 0`,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: '2px' });

export const factLabel = sprinkles({ color: 'muted', fontSize: 'sm' });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const vitals = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, marginTop: vars.space.md });
