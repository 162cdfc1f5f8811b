import { describe, expect, it } from '@jest/globals';
import { COUNTER_STEPS, counterValue, statistics, stepAt, stepInterval } from './counter';

describe('statistics', () => {
  it('are the spec values with delays 0/200/400/600 ms', () => {
    expect(statistics.map((s) => [s.key, s.target, s.delayMs])).toEqual([
      ['clients', 559, 0],
      ['boats', 640, 200],
      ['projects', 2681, 400],
      ['years', 26, 600],
    ]);
  });
});

describe('counterValue', () => {
  it('starts at 0 and ends exactly at the target after 150 steps', () => {
    for (const { target } of statistics) {
      expect(counterValue(target, 0)).toBe(0);
      expect(counterValue(target, COUNTER_STEPS)).toBe(target);
      expect(counterValue(target, COUNTER_STEPS + 10)).toBe(target);
    }
  });

  it('never decreases and never passes the target', () => {
    for (const { target } of statistics) {
      let previous = 0;
      for (let step = 0; step <= COUNTER_STEPS; step++) {
        const value = counterValue(target, step);
        expect(value).toBeGreaterThanOrEqual(previous);
        expect(value).toBeLessThanOrEqual(target);
        expect(Number.isInteger(value)).toBe(true);
        previous = value;
      }
    }
  });

  it('is about half way at step 75', () => {
    expect(counterValue(2681, 75)).toBe(1340);
  });
});

describe('stepAt', () => {
  it('takes 10 s for 150 steps of 66.7 ms', () => {
    expect(stepInterval()).toBeCloseTo(66.667, 2);
    expect(stepAt(-5)).toBe(0);
    expect(stepAt(0)).toBe(0);
    expect(stepAt(67)).toBe(1);
    expect(stepAt(5000)).toBe(75);
    expect(stepAt(10_000)).toBe(150);
    expect(stepAt(60_000)).toBe(150);
  });
});
