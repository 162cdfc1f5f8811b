import { sprinkles } from '../theme/sprinkles.css';

/** A heading with what goes beside it (a badge, an action) at the other end, wrapping under it when narrow. */
export const titleRow = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'sm' });
