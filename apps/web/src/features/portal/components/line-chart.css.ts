import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const title = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium, marginRight: vars.space.xs });

export const svg = style({ width: '100%', height: 'auto', display: 'block', overflow: 'visible' });

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const band = style({ fill: vars.color.dangerSoft });

export const line = style({ fill: 'none', stroke: vars.color.accent, strokeWidth: 2, strokeLinejoin: 'round', strokeLinecap: 'round' });

export const axisLabel = style({ fill: vars.color.textMuted, fontSize: '18px' });
