import { style } from '@vanilla-extract/css';
import { collapsedOnPhonesGrid } from './collapsed-on-phones.css';
import { vars } from '../../../shared/theme/theme.css';
import { sprinkles } from '../../../shared/theme/sprinkles.css';

export const grid = collapsedOnPhonesGrid(2);

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, height: '100%' });
export const stars = style({ display: 'flex', gap: '2px', color: '#facc15' }); // the gold of review stars, only here
export const star = style({ width: vars.size.iconSmall, height: vars.size.iconSmall });
export const quote = style({ flex: 1, color: vars.color.text });
export const caption = style({ display: 'flex', flexDirection: 'column', gap: '2px' });
export const name = style({ fontWeight: vars.fontWeight.bold });
export const date = sprinkles({ color: 'muted', fontSize: 'sm' });
