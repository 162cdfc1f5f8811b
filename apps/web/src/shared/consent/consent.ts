import { browserStorage } from '../storage/browser-storage';

/**
 * Cookie consent, the one place to ask (spec §3, §4): the visitor's choice is
 * stored under `cookie-consent` ('accepted' | 'declined') and, per category,
 * under `cookie-consent-preferences`. Necessary storage (language, this
 * choice, the session cookie) is always on; analytics and marketing are off
 * until the visitor turns them on. Anything optional added later must call
 * `hasConsent(category)` (or `useConsent`) before it loads.
 */
export const CONSENT_STORAGE_KEY = 'cookie-consent';
export const CONSENT_PREFERENCES_KEY = 'cookie-consent-preferences';

export type ConsentDecision = 'accepted' | 'declined';
export type OptionalCategory = 'analytics' | 'marketing';
export type ConsentCategory = 'necessary' | OptionalCategory;
export const optionalCategories: readonly OptionalCategory[] = ['analytics', 'marketing'];

export interface ConsentPreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

export interface ConsentRecord {
  decision: ConsentDecision;
  preferences: ConsentPreferences;
}

export const defaultPreferences: ConsentPreferences = { necessary: true, analytics: false, marketing: false };

type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'setItem'>;

function isDecision(value: unknown): value is ConsentDecision {
  return value === 'accepted' || value === 'declined';
}

/** The stored choice, or null when the visitor has not chosen (or storage is unreadable). */
export function readConsent(storage: ReadStorage | undefined = browserStorage('localStorage')): ConsentRecord | null {
  let decision: string | null = null;
  let rawPreferences: string | null = null;
  try {
    decision = storage?.getItem(CONSENT_STORAGE_KEY) ?? null;
    rawPreferences = storage?.getItem(CONSENT_PREFERENCES_KEY) ?? null;
  } catch {
    return null;
  }
  if (!isDecision(decision)) return null;
  return { decision, preferences: parsePreferences(rawPreferences, decision) };
}

/** Stored preferences; when missing or corrupt, derived from the decision alone. */
export function parsePreferences(raw: string | null, decision: ConsentDecision): ConsentPreferences {
  const fromDecision: ConsentPreferences = { necessary: true, analytics: decision === 'accepted', marketing: decision === 'accepted' };
  if (!raw) return fromDecision;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<OptionalCategory, unknown>>;
    if (!parsed || typeof parsed !== 'object') return fromDecision;
    return {
      necessary: true,
      analytics: parsed.analytics === true,
      marketing: parsed.marketing === true,
    };
  } catch {
    return fromDecision;
  }
}

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
      storage.setItem(
        CONSENT_PREFERENCES_KEY,
        JSON.stringify({ analytics: record.preferences.analytics, marketing: record.preferences.marketing }),
      );
      stored = true;
    }
  } catch {
    stored = false;
  }
  memoryRecord = record;
  listeners.forEach((listener) => listener());
  return stored;
}

/** The choice made in this page view when storage refused it (privacy modes). */
let memoryRecord: ConsentRecord | null = null;

/** The current choice: stored, or made in this page view. */
export function currentConsent(storage: ReadStorage | undefined = browserStorage('localStorage')): ConsentRecord | null {
  return readConsent(storage) ?? memoryRecord;
}

/** Whether a category may be used now. Necessary: always. Optional: only after the visitor said yes. */
export function hasConsent(category: ConsentCategory, storage: ReadStorage | undefined = browserStorage('localStorage')): boolean {
  if (category === 'necessary') return true;
  return currentConsent(storage)?.preferences[category] === true;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests. */
export function resetConsentMemory(): void {
  memoryRecord = null;
}

/**
 * The window event that asks the cookie banner to open its preferences. An event, not a call: a
 * page served with islands hydrates its banner only when this comes (or the banner is touched),
 * and then sends it again (app/islands/island-components.ts).
 */
export const CONSENT_PREFERENCES_EVENT = 'consent-preferences';

/** Asks the cookie banner to open its preferences (the footer's "Cookie settings"); changing one's mind stays as easy as choosing. */
export function openConsentPreferences(): void {
  window.dispatchEvent(new Event(CONSENT_PREFERENCES_EVENT));
}

export function onConsentPreferencesRequest(listener: () => void): () => void {
  window.addEventListener(CONSENT_PREFERENCES_EVENT, listener);
  return () => window.removeEventListener(CONSENT_PREFERENCES_EVENT, listener);
}
