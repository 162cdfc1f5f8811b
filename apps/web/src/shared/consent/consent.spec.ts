import { beforeEach, describe, expect, it } from '@jest/globals';
import { CONSENT_PREFERENCES_KEY, CONSENT_STORAGE_KEY, currentConsent, hasConsent, readConsent, resetConsentMemory } from './consent';
import { consentFor, saveConsent, subscribeConsent } from './consent-choice';
import { refusingStorage } from '../testing/storages';

class MemoryStorage {
  values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

describe('consent', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    resetConsentMemory();
  });

  it('has no choice at first: only necessary storage is allowed', () => {
    expect(readConsent(storage)).toBeNull();
    expect(hasConsent('necessary', storage)).toBe(true);
    expect(hasConsent('analytics', storage)).toBe(false);
    expect(hasConsent('marketing', storage)).toBe(false);
  });

  it('Accept stores "accepted" and turns every category on', () => {
    saveConsent(consentFor('accept'), storage);
    expect(storage.getItem(CONSENT_STORAGE_KEY)).toBe('accepted');
    expect(JSON.parse(storage.getItem(CONSENT_PREFERENCES_KEY) ?? '')).toEqual({ analytics: true, marketing: true });
    expect(hasConsent('analytics', storage)).toBe(true);
  });

  it('Decline stores "declined" and keeps optional categories off', () => {
    saveConsent(consentFor('decline'), storage);
    expect(storage.getItem(CONSENT_STORAGE_KEY)).toBe('declined');
    expect(hasConsent('analytics', storage)).toBe(false);
    expect(hasConsent('marketing', storage)).toBe(false);
    expect(hasConsent('necessary', storage)).toBe(true);
  });

  it('stores a per-category choice', () => {
    saveConsent(consentFor({ analytics: true, marketing: false }), storage);
    expect(readConsent(storage)).toEqual({ decision: 'accepted', preferences: { necessary: true, analytics: true, marketing: false } });
    saveConsent(consentFor({}), storage);
    expect(readConsent(storage)?.decision).toBe('declined');
  });

  it('ignores an unknown stored value and derives preferences when they are missing or corrupt', () => {
    storage.setItem(CONSENT_STORAGE_KEY, 'maybe');
    expect(readConsent(storage)).toBeNull();
    storage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    storage.setItem(CONSENT_PREFERENCES_KEY, '{oops');
    expect(readConsent(storage)?.preferences).toEqual({ necessary: true, analytics: true, marketing: true });
  });

  it('remembers the choice for this page view when storage throws, and notifies subscribers', () => {
    let calls = 0;
    const unsubscribe = subscribeConsent(() => calls++);
    expect(saveConsent(consentFor('decline'), refusingStorage)).toBe(false);
    expect(calls).toBe(1);
    expect(currentConsent(refusingStorage)?.decision).toBe('declined');
    unsubscribe();
  });
});
