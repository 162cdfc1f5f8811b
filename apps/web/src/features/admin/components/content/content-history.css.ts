import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../shared/theme/breakpoints';
import { vars } from '../../../../shared/theme/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  whiteSpace: 'normal',
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs });

export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, listStyle: 'none', padding: 0, margin: 0 });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const values = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  width: '100%',
  whiteSpace: 'pre-line',
  '@media': { [mediaQueries.mobile]: { gridTemplateColumns: '1fr' } },
});

export const muted = style({ color: vars.color.textMuted, fontStyle: 'italic' });

/** A language's name, with 'changed' beside it where that save changed its text. */
export const language = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
