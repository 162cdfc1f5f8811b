import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const detailsCell = style({ padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`, backgroundColor: vars.color.backgroundAlt });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});

export const detailsLabel = style({ color: vars.color.textMuted });

export const detailsValue = style({ margin: 0 });

export const total = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const expandedRow = style({ backgroundColor: vars.color.accentSoft });

