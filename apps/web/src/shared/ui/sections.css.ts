import { sprinkles } from '../theme/sprinkles.css';

/** A page's blocks under its heading, one under another. */
export const sections = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', marginTop: 'lg' });
