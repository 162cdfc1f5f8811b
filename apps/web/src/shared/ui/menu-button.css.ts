import { style } from '@vanilla-extract/css';

export const icon = style({ width: '24px', height: '24px' });
