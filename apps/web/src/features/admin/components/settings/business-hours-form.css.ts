import { style } from '@vanilla-extract/css';
import { vars } from '../../../../shared/theme/theme.css';

/** The weekdays as checkboxes that wrap: seven a row on a desktop, as many as fit on a phone. */
export const days = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xxs} ${vars.space.md}` });
