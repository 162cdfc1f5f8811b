import { browserStorage } from '../storage/browser-storage';
import {
  CONSENT_PREFERENCES_EVENT,
  CONSENT_PREFERENCES_KEY,
  CONSENT_STORAGE_KEY,
  rememberConsent,
  type ConsentDecision,
  type ConsentPreferences,
  type ConsentRecord,
  type OptionalCategory,
} from './consent';

// Making the cookie choice (consent.ts reads it): what the banner and the footer's "Cookie settings" do.

export const optionalCategories: readonly OptionalCategory[] = ['analytics', 'marketing'];

const defaultPreferences: ConsentPreferences = { necessary: true, analytics: false, marketing: false };

type WriteStorage = Pick<Storage, 'setItem'>;

/** The record for Accept (everything on), Decline (only necessary) or a per-category choice. */
export function consentFor(choice: 'accept' | 'decline' | Partial<Record<OptionalCategory, boolean>>): ConsentRecord {
  if (choice === 'accept') return { decision: 'accepted', preferences: { necessary: true, analytics: true, marketing: true } };
  if (choice === 'decline') return { decision: 'declined', preferences: { ...defaultPreferences } };
  const preferences: ConsentPreferences = { necessary: true, analytics: choice.analytics === true, marketing: choice.marketing === true };
  // Accepting any optional category counts as "accepted"; only necessary means "declined".
  const decision: ConsentDecision = preferences.analytics || preferences.marketing ? 'accepted' : 'declined';
  return { decision, preferences };
}

const listeners = new Set<() => void>();

/** Stores the choice and tells every subscriber. Returns false when storage is unavailable. */
export function saveConsent(record: ConsentRecord, storage: WriteStorage | undefined = browserStorage('localStorage')): boolean {
  let stored = false;
  try {
    if (storage) {
      storage.setItem(CONSENT_STORAGE_KEY, record.decision);
      storage.setItem(CONSENT_PREFERENCES_KEY, JSON.stringify({ analytics: record.preferences.analytics, marketing: record.preferences.marketing }));
      stored = true;
    }
  } catch {
    stored = false;
  }
  rememberConsent(record);
  listeners.forEach((listener) => listener());
  return stored;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the cookie banner to open its preferences (the footer's "Cookie settings"); changing one's mind stays as easy as choosing. */
export function openConsentPreferences(): void {
  window.dispatchEvent(new Event(CONSENT_PREFERENCES_EVENT));
}

export function onConsentPreferencesRequest(listener: () => void): () => void {
  window.addEventListener(CONSENT_PREFERENCES_EVENT, listener);
  return () => window.removeEventListener(CONSENT_PREFERENCES_EVENT, listener);
}
