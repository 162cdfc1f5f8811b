import { describe, expect, it } from '@jest/globals';
import { formatRelativeTime } from './relative-time';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it('uses the largest whole unit, in English', () => {
    expect(formatRelativeTime(ago(30), now, 'en')).toBe('30 seconds ago');
    expect(formatRelativeTime(ago(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), now, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime(ago(24 * 3600), now, 'en')).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * 24 * 3600), now, 'en')).toBe('3 days ago');
    expect(formatRelativeTime(ago(14 * 24 * 3600), now, 'en')).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(60 * 24 * 3600), now, 'en')).toBe('2 months ago');
    expect(formatRelativeTime(ago(3 * 365 * 24 * 3600), now, 'en')).toBe('3 years ago');
  });

  it('speaks Spanish', () => {
    expect(formatRelativeTime(ago(3 * 24 * 3600), now, 'es')).toBe('hace 3 días');
    expect(formatRelativeTime(ago(24 * 3600), now, 'es')).toBe('ayer');
    expect(formatRelativeTime(ago(365 * 24 * 3600), now, 'es')).toBe('el año pasado');
  });

  it('accepts ISO strings and ignores invalid dates', () => {
    expect(formatRelativeTime('2025-06-15T11:00:00Z', now, 'en')).toBe('1 hour ago');
    expect(formatRelativeTime('not a date', now, 'en')).toBe('');
  });

  it('handles a date in the future', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 2 * 3600 * 1000), now, 'en')).toBe('in 2 hours');
  });
});
