import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';

/** A row of buttons. */
export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'sm' });

/** Buttons under a block of content. */
export const toolbar = style([actions, sprinkles({ marginTop: 'lg' })]);
