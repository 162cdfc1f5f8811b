import { describe, expect, it } from '@jest/globals';
import { DEFAULT_RULES, initialState, run } from './alert-rules.js';

const battery = DEFAULT_RULES.find((rule) => rule.kind === 'LOW_BATTERY')!;
const temperature = DEFAULT_RULES.find((rule) => rule.kind === 'HIGH_TEMPERATURE')!;
const start = Date.UTC(2026, 6, 1, 12);
/** A reading a minute, these values. */
const series = (values: number[]) => values.map((value, minute) => ({ at: new Date(start + minute * 60_000), value }));

describe('alert hysteresis', () => {
  it('a battery hovering at 20 % raises exactly once and clears exactly once', () => {
    const values = [
      ...[30, 25, 21, 19.8, 20.2, 19.9, 20.1, 19.7], // brushes the line: never 5 minutes under
      ...[19.5, 19.4, 19.6, 19.3, 19.2, 19.4, 19.1], // under from minute 7 (19.7) on: raises at minute 12
      ...[20.5, 19.8, 21, 24.9, 19.6, 22, 24.5, 20.3, 25], // hovering back and forth below 25 %: stays open
      ...[25.5, 26, 24, 19.9, 20.2, 25.2], // back over 25 %: clears; hovering again, not for 5 minutes
    ];
    const { events, state } = run(battery, initialState(), series(values));
    expect(events.map((event) => [event.type, event.value])).toEqual([
      ['raise', 19.2],
      ['clear', 25.5],
    ]);
    expect(events[0].at).toEqual(new Date(start + 12 * 60_000));
    expect(state.open).toBe(false);
  });

  it('needs the value past the line for 5 minutes without a break', () => {
    const { events } = run(temperature, initialState(), series([46, 47, 48, 44.9, 46, 47, 48, 49, 50]));
    expect(events).toEqual([]);
    const longer = run(temperature, initialState(), series([46, 47, 48, 47, 46, 46.5]));
    expect(longer.events.map((event) => event.type)).toEqual(['raise']);
  });

  it('ignores a late reading older than what it has seen', () => {
    const first = run(battery, initialState(), series([10, 10, 10, 10, 10, 10]));
    expect(first.state.open).toBe(true);
    const late = run(battery, first.state, [{ at: new Date(start - 3_600_000), value: 90 }]);
    expect(late.events).toEqual([]);
    expect(late.state.open).toBe(true);
  });
});
