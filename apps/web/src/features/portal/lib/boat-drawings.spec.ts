import { describe, expect, it } from '@jest/globals';
import { boatDrawings } from './boat-drawings';
import { boatTypes } from '../../../shared/boats/boat-type';

describe('boat drawings', () => {
  it('has its own drawing for every boat type', () => {
    const drawings = boatTypes.map((type) => JSON.stringify(boatDrawings[type]));
    expect(drawings.every((drawing) => drawing.length > 100)).toBe(true);
    expect(new Set(drawings).size).toBe(boatTypes.length);
  });

  it('keeps every shape inside the 320 × 180 picture', () => {
    for (const shape of Object.values(boatDrawings).flat()) {
      const numbers = 'd' in shape ? (shape.d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number) : shape.rect.slice(0, 2);
      for (const value of numbers) expect(Math.abs(value)).toBeLessThanOrEqual(320);
    }
  });
});
