import { describe, expect, it } from '@jest/globals';
import { MIN_REFRESH_DELAY_MS, refreshDelay } from './session-timing';

const now = Date.parse('2026-01-01T10:00:00.000Z');

describe('refreshDelay', () => {
  it('renews a 15-minute token one minute before it expires', () => {
    expect(refreshDelay('2026-01-01T10:15:00.000Z', now)).toBe(14 * 60_000);
  });

  it('renews a short-lived token at 80 % of its life', () => {
    expect(refreshDelay('2026-01-01T10:01:00.000Z', now)).toBe(48_000);
  });

  it('never waits less than the minimum, even for an expired token', () => {
    expect(refreshDelay('2026-01-01T09:00:00.000Z', now)).toBe(MIN_REFRESH_DELAY_MS);
  });

  it('refreshes soon when the date cannot be read', () => {
    expect(refreshDelay('not a date', now)).toBe(MIN_REFRESH_DELAY_MS);
    expect(refreshDelay(undefined, now)).toBe(MIN_REFRESH_DELAY_MS);
  });

  it('stays within what setTimeout accepts', () => {
    expect(refreshDelay('2099-01-01T00:00:00.000Z', now)).toBe(2_147_483_647);
  });
});
