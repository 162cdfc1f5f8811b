import { describe, expect, it } from '@jest/globals';
import { particleSpeedFactor, probeUrl, speedClass, stateAfterProbe } from './speed';

describe('speedClass', () => {
  it('is fast under 100 ms, medium under 300 ms, slow from 300 ms', () => {
    expect(speedClass(0, true)).toBe('fast');
    expect(speedClass(99, true)).toBe('fast');
    expect(speedClass(100, true)).toBe('medium');
    expect(speedClass(299, true)).toBe('medium');
    expect(speedClass(300, true)).toBe('slow');
    expect(speedClass(5000, true)).toBe('slow');
  });

  it('is offline whenever the browser is, whatever the latency', () => {
    expect(speedClass(10, false)).toBe('offline');
    expect(speedClass(null, false)).toBe('offline');
  });

  it('treats an unknown latency as slow', () => {
    expect(speedClass(null, true)).toBe('slow');
    expect(speedClass(Number.NaN, true)).toBe('slow');
  });
});

describe('stateAfterProbe', () => {
  it('keeps the measured latency, rounded', () => {
    expect(stateAfterProbe({ ok: true, latency: 42.6 }, true)).toEqual({ online: true, latency: 43, speed: 'fast' });
    expect(stateAfterProbe({ ok: true, latency: 150 }, true)).toEqual({ online: true, latency: 150, speed: 'medium' });
  });

  it('counts a failed probe as 1000 ms and slow', () => {
    expect(stateAfterProbe({ ok: false }, true)).toEqual({ online: true, latency: 1000, speed: 'slow' });
  });

  it('is offline without latency when the browser is offline', () => {
    expect(stateAfterProbe({ ok: true, latency: 20 }, false)).toEqual({ online: false, latency: null, speed: 'offline' });
  });
});

describe('probeUrl', () => {
  it('asks for /favicon.ico with a random query', () => {
    expect(probeUrl(() => 0.123456)).toMatch(/^\/favicon\.ico\?[0-9a-z]+$/);
    expect(probeUrl()).not.toBe(probeUrl());
  });
});

describe('particleSpeedFactor', () => {
  it('follows the spec: 1.5 / 1 / 0.5 / 0.3', () => {
    expect(['fast', 'medium', 'slow', 'offline'].map((s) => particleSpeedFactor(s as never))).toEqual([1.5, 1, 0.5, 0.3]);
  });
});
