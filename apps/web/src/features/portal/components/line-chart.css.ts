import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';
import { sprinkles } from '../../../shared/theme/sprinkles.css';

/** Caption at the top, plot at the bottom: side by side, the plots line up whatever the captions' length. */
export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', justifyContent: 'space-between', gap: vars.space.xs, minWidth: 0 });

export const caption = style([sprinkles({ color: 'muted', fontSize: 'sm' }), { display: 'flex', flexDirection: 'column', gap: '2px' }]);

export const title = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const plot = style({ width: '100%', minWidth: 0 });

/** Drawn at its real size: the labels below are real pixels. */
export const svg = style({ display: 'block', overflow: 'visible' });

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const tick = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });

export const band = style({ fill: vars.color.dangerSoft });

export const bandLabel = style({ fill: vars.color.dangerText, fontSize: vars.fontSize.xs });

export const envelope = style({ fill: vars.color.accent, fillOpacity: 0.2, stroke: 'none' });

export const line = style({ fill: 'none', stroke: vars.color.accent, strokeWidth: 2, strokeLinejoin: 'round', strokeLinecap: 'round' });

export const axisLabel = style({ fill: vars.color.textMuted, fontSize: vars.fontSize.xs });
