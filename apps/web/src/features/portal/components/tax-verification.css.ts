import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

export const verification = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, marginTop: vars.space.md });

export const figure = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xxs, margin: 0 });

/** 35 mm, within the 30–40 mm the AEAT asks of the code, dark on white whatever the theme (a scanner needs the contrast). */
export const code = style({ display: 'block', width: '35mm', height: '35mm', backgroundColor: '#ffffff', borderRadius: vars.radius.sm });

/** As wide as the code: a longer legend (the test marking) wraps under it. */
export const legend = style({ maxWidth: '35mm', textAlign: 'center', fontWeight: vars.fontWeight.bold, letterSpacing: '0.02em' });

export const text = style({ flex: '1 1 16rem', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
