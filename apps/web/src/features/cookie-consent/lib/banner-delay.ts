import { currentConsent } from '../../../shared/consent/consent';

/** Spec §4, §9: the banner appears 1 s after load when no choice is stored. */
const BANNER_DELAY_MS = 1000;

/** When this visitor's banner appears, in ms after load; null once a choice is stored. */
export const bannerDelay = (): number | null => (currentConsent() ? null : BANNER_DELAY_MS);
