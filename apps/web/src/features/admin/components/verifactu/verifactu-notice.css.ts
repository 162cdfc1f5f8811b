import { style } from '@vanilla-extract/css';
import { vars } from '../../../../shared/theme/theme.css';

export const notices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginTop: vars.space.md });

export const text = style({ margin: 0 });
