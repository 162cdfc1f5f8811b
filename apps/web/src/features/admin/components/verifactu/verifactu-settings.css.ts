import { style } from '@vanilla-extract/css';
import { vars } from '../../../../shared/theme/theme.css';

/** The changes of environment, one under the other. */
export const list = style({ margin: 0, paddingLeft: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
