import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';
import type { BoatPart } from '../lib/boat-drawings';

/** The colours of the boat drawings: the theme's navy sea and sky, white hulls, the cyan accent. */
export const skyTop = style({ stopColor: vars.color.surfaceRaised });
export const skyBottom = style({ stopColor: vars.color.backgroundAlt });
export const sun = style({ fill: vars.color.accent, opacity: 0.18 });
export const sea = style({ fill: '#0a2a55' });
export const wave = style({ fill: 'none', stroke: vars.color.accent, strokeWidth: 1.5, strokeLinecap: 'round', opacity: 0.35 });

export const parts = styleVariants<Record<BoatPart, Parameters<typeof style>[0]>>({
  hull: { fill: '#e9eff8' },
  hullShade: { fill: '#b9c8dd' },
  farHull: { fill: '#9fb2cc' },
  stripe: { fill: vars.color.accent },
  cabin: { fill: '#f6f9fd' },
  window: { fill: '#0e2750' },
  sail: { fill: '#eef3fa', stroke: '#9fb3cf', strokeWidth: 1, strokeLinejoin: 'round' },
  rig: { fill: 'none', stroke: '#d3deec', strokeWidth: 2.5, strokeLinecap: 'round' },
  line: { fill: 'none', stroke: '#d3deec', strokeWidth: 1, strokeLinecap: 'round', opacity: 0.8 },
  tube: { fill: '#5d6f88' },
  tubeLight: { fill: '#7d90aa' },
  engine: { fill: '#3d4f6b' },
});
