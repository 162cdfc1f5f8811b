import { describe, expect, it } from '@jest/globals';
import { formatCoordinate, placeFromGeocoding, roundCoordinate } from './place-name';

describe('placeFromGeocoding', () => {
  it('keeps the part before the first comma', () => {
    expect(placeFromGeocoding({ display_name: 'Palma, Illes Balears, España' })).toBe('Palma');
    expect(placeFromGeocoding({ display_name: '  Sóller , Mallorca' })).toBe('Sóller');
    expect(placeFromGeocoding({ display_name: 'Andratx' })).toBe('Andratx');
  });

  it("answers 'Unknown' when there is no usable name", () => {
    expect(placeFromGeocoding(null)).toBe('Unknown');
    expect(placeFromGeocoding('Palma')).toBe('Unknown');
    expect(placeFromGeocoding({})).toBe('Unknown');
    expect(placeFromGeocoding({ display_name: 42 })).toBe('Unknown');
    expect(placeFromGeocoding({ display_name: ', Spain' })).toBe('Unknown');
    expect(placeFromGeocoding({ error: 'Unable to geocode' })).toBe('Unknown');
  });
});

describe('coordinates', () => {
  it('round to 4 decimals', () => {
    expect(roundCoordinate(39.569612345)).toBe(39.5696);
    expect(formatCoordinate(2.65)).toBe('2.6500');
    expect(formatCoordinate(-0.123456)).toBe('-0.1235');
  });
});
