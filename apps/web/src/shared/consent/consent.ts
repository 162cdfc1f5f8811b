import { browserStorage } from '../storage/browser-storage';

/**
 * Cookie consent, the one place to ask (spec §3, §4): the visitor's choice is
 * stored under `cookie-consent` ('accepted' | 'declined') and, per category,
 * under `cookie-consent-preferences`. Necessary storage (language, this
 * choice, the session cookie) is always on; analytics and marketing are off
 * until the visitor turns them on. Anything optional added later must call
 * `hasConsent(category)` (or `useConsent`) before it loads. This module reads it (every
 * page asks, at start); consent-choice.ts makes it (only the banner and "Cookie settings").
 */
export const CONSENT_STORAGE_KEY = 'cookie-consent';
export const CONSENT_PREFERENCES_KEY = 'cookie-consent-preferences';

export type ConsentDecision = 'accepted' | 'declined';
export type OptionalCategory = 'analytics' | 'marketing';
export type ConsentCategory = 'necessary' | OptionalCategory;

export interface ConsentPreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

export interface ConsentRecord {
  decision: ConsentDecision;
  preferences: ConsentPreferences;
}

type ReadStorage = Pick<Storage, 'getItem'>;

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

/** The choice made in this page view when storage refused it (privacy modes). */
let memoryRecord: ConsentRecord | null = null;

/** Keeps the choice for this page view (saveConsent, consent-choice.ts). */
export function rememberConsent(record: ConsentRecord): void {
  memoryRecord = record;
}

/** The current choice: stored, or made in this page view. */
export function currentConsent(storage: ReadStorage | undefined = browserStorage('localStorage')): ConsentRecord | null {
  return readConsent(storage) ?? memoryRecord;
}

/** Whether a category may be used now. Necessary: always. Optional: only after the visitor said yes. */
export function hasConsent(category: ConsentCategory, storage: ReadStorage | undefined = browserStorage('localStorage')): boolean {
  if (category === 'necessary') return true;
  return currentConsent(storage)?.preferences[category] === true;
}

/** For tests. */
export function resetConsentMemory(): void {
  memoryRecord = null;
}

/**
 * The window event that asks the cookie banner to open its preferences. An event, not a call: a
 * page served with islands hydrates its banner only when this comes (or the banner is touched),
 * and then sends it again (app/islands/islands.ts).
 */
export const CONSENT_PREFERENCES_EVENT = 'consent-preferences';
