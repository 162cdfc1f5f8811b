import { describe, expect, it } from '@jest/globals';
import { ParticleGrid } from './particle-grid';
import { createParticle, particleCount, pointerStrength, resizeParticles, stepParticles } from './particle-system';

function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('particleCount', () => {
  it('is the width divided by 8', () => {
    expect(particleCount(1920)).toBe(240);
    expect(particleCount(1280)).toBe(160);
    expect(particleCount(390)).toBe(48);
    expect(particleCount(0)).toBe(0);
  });
});

describe('resizeParticles', () => {
  it('adds or drops particles to match the new width and keeps them inside', () => {
    const random = seeded(1);
    let ps = resizeParticles([], 1280, 800, random);
    expect(ps).toHaveLength(160);
    ps = resizeParticles(ps, 390, 844, random);
    expect(ps).toHaveLength(48);
    expect(ps.every((p) => p.x <= 390 && p.y <= 844)).toBe(true);
  });
});

describe('stepParticles', () => {
  it('moves faster on a fast network than offline (1.5 vs 0.3)', () => {
    const a = createParticle(1000, 1000, seeded(3));
    const b = { ...a };
    const start = { x: a.x, y: a.y };
    stepParticles([a], 1, 'fast', 1000, 1000);
    stepParticles([b], 1, 'offline', 1000, 1000);
    const moved = (p: { x: number; y: number }) => Math.hypot(p.x - start.x, p.y - start.y);
    expect(moved(a) / moved(b)).toBeCloseTo(5, 1);
  });

  it('keeps every particle inside the area', () => {
    const random = seeded(4);
    const ps = resizeParticles([], 400, 300, random);
    for (let i = 0; i < 500; i++) stepParticles(ps, 3, 'fast', 400, 300);
    expect(ps.every((p) => p.x >= 0 && p.x <= 400 && p.y >= 0 && p.y <= 300)).toBe(true);
  });

  it('pushes particles away from a recent pointer', () => {
    const p = { x: 110, y: 100, vx: 0, vy: 0, radius: 1, tone: 0 };
    stepParticles([p], 1, 'medium', 400, 300, { x: 100, y: 100, at: 0 }, 0, new ParticleGrid(150));
    expect(p.x).toBeGreaterThan(110);
  });
});

describe('pointerStrength', () => {
  it('fades from 1 to 0 over 2 s', () => {
    expect(pointerStrength(null, 0)).toBe(0);
    expect(pointerStrength({ x: 0, y: 0, at: 1000 }, 1000)).toBe(1);
    expect(pointerStrength({ x: 0, y: 0, at: 1000 }, 2000)).toBeCloseTo(0.5);
    expect(pointerStrength({ x: 0, y: 0, at: 1000 }, 3000)).toBe(0);
  });
});
