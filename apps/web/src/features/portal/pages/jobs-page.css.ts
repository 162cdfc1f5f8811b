import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/theme.css';

export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const subtitle = style({ marginBlock: vars.space.xs, color: vars.color.textMuted });

export const title = style({ color: vars.color.link, fontWeight: vars.fontWeight.medium });

export const boat = style({ color: vars.color.text });
