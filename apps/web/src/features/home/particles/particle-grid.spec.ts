import { describe, expect, it } from '@jest/globals';
import { ParticleGrid, type Point } from './particle-grid';

/** A small deterministic generator so failures are reproducible. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function points(n: number, width: number, height: number, seed = 1): Point[] {
  const r = random(seed);
  return Array.from({ length: n }, () => ({ x: r() * width, y: r() * height }));
}

function bruteForcePairs(ps: Point[], max: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < ps.length; i++)
    for (let j = i + 1; j < ps.length; j++) {
      const dx = ps[i].x - ps[j].x;
      const dy = ps[i].y - ps[j].y;
      if (dx * dx + dy * dy < max * max) out.push(`${i}-${j}`);
    }
  return out.sort();
}

function gridPairs(ps: Point[], max: number, width: number, height: number, cell = max): string[] {
  const grid = new ParticleGrid(cell);
  grid.build(ps, width, height);
  const out: string[] = [];
  grid.forEachPairWithin(ps, max, (i, j) => out.push(i < j ? `${i}-${j}` : `${j}-${i}`));
  return out.sort();
}

describe('ParticleGrid.forEachPairWithin', () => {
  it('finds exactly the pairs a brute-force search finds, each once', () => {
    for (const [n, w, h, seed] of [
      [240, 1920, 1080, 1],
      [49, 390, 844, 2],
      [160, 1280, 800, 3],
      [2, 10, 10, 4],
    ] as const) {
      const ps = points(n, w, h, seed);
      const found = gridPairs(ps, 150, w, h);
      expect(new Set(found).size).toBe(found.length);
      expect(found).toEqual(bruteForcePairs(ps, 150));
    }
  });

  it('handles points on cell borders and outside the area', () => {
    const ps: Point[] = [
      { x: 0, y: 0 },
      { x: 150, y: 0 },
      { x: 149.9, y: 0 },
      { x: 299, y: 299 },
      { x: -20, y: 10 },
      { x: 320, y: 310 },
    ];
    expect(gridPairs(ps, 150, 300, 300)).toEqual(bruteForcePairs(ps, 150));
  });

  it('works with cells wider than the link distance', () => {
    const ps = points(300, 1000, 700, 9);
    expect(gridPairs(ps, 90, 1000, 700, 150)).toEqual(bruteForcePairs(ps, 90));
  });

  it('reuses its buffers when rebuilt with fewer points', () => {
    const grid = new ParticleGrid(150);
    grid.build(points(300, 1920, 1080, 5), 1920, 1080);
    const fewer = points(20, 600, 400, 6);
    grid.build(fewer, 600, 400);
    const found: string[] = [];
    grid.forEachPairWithin(fewer, 150, (i, j) => found.push(i < j ? `${i}-${j}` : `${j}-${i}`));
    expect(found.sort()).toEqual(bruteForcePairs(fewer, 150));
  });

  it('tests far fewer pairs than n² at 1920 px', () => {
    const ps = points(240, 1920, 1080, 7);
    const counted = ps.map((p) => ({
      get x() {
        tests++;
        return p.x;
      },
      y: p.y,
    }));
    let tests = 0;
    const grid = new ParticleGrid(150);
    grid.build(ps, 1920, 1080);
    grid.forEachPairWithin(counted, 150, () => undefined);
    // Each distance test reads two x values; brute force would make 240·239/2 = 28 680 tests.
    expect(tests / 2).toBeLessThan(28_680 / 3);
  });
});

describe('ParticleGrid.forEachNear', () => {
  it('finds the points within the distance of a position', () => {
    const ps = points(200, 1280, 800, 11);
    const grid = new ParticleGrid(150);
    grid.build(ps, 1280, 800);
    const near: number[] = [];
    grid.forEachNear(ps, 640, 400, 150, (i) => near.push(i));
    const expected = ps.flatMap((p, i) => (Math.hypot(p.x - 640, p.y - 400) < 150 ? [i] : []));
    expect(near.sort((a, b) => a - b)).toEqual(expected);
  });
});
