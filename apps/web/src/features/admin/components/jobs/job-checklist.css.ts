import { style } from '@vanilla-extract/css';
import { vars } from '../../../../shared/theme/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** An item's field as wide as there is room, its Remove button beside it. */
export const item = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'end', gap: vars.space.sm });
