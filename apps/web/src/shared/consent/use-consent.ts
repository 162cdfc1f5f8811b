import { useSyncExternalStore } from 'react';
import { currentConsent, type ConsentRecord } from './consent';
import { subscribeConsent } from './consent-choice';

let cachedKey = '';
let cached: ConsentRecord | null = null;

/** A stable snapshot (same object while the stored choice is the same). */
function snapshot(): ConsentRecord | null {
  const record = currentConsent();
  const key = record ? JSON.stringify(record) : '';
  if (key !== cachedKey) {
    cachedKey = key;
    cached = record;
  }
  return cached;
}

/**
 * The visitor's consent, re-rendering when it changes. `undefined` on the
 * server and during hydration (unknown yet), `null` when no choice is stored.
 */
export function useConsent(): ConsentRecord | null | undefined {
  return useSyncExternalStore<ConsentRecord | null | undefined>(subscribeConsent, snapshot, () => undefined);
}
