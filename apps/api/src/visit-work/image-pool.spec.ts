import { describe, expect, it } from '@jest/globals';
import { ImagePool, ImagesBusy, ImageTooCostly, type ImagePoolOptions } from './image-pool.js';

/** A worker of our own making, as a data: URL: what it does stands for what a hostile image would make the decoder do. */
const workerDoing = (source: string) => new URL(`data:text/javascript,${encodeURIComponent(source)}`);
const options = (worker: URL, overrides: Partial<ImagePoolOptions> = {}): ImagePoolOptions => ({
  size: 1,
  queue: 1,
  timeLimitMs: 300,
  resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
  worker,
  ...overrides,
});
const task = { kind: 'photo' as const, bytes: new Uint8Array(4) };

describe('the image pool: a fixed number of workers, each limited in time and memory, and a short line', () => {
  it('answers what the worker posts', async () => {
    const pool = new ImagePool(options(workerDoing(`import { parentPort, workerData } from 'node:worker_threads'; parentPort.postMessage({ refused: 'seen ' + workerData.bytes.length });`)));
    await expect(pool.run(task)).resolves.toEqual({ refused: 'seen 4' });
  });

  it('ends a worker that runs past the time limit: ImageTooCostly, and the next image gets the worker', async () => {
    const pool = new ImagePool(options(workerDoing('for (;;) {}')));
    await expect(pool.run(task)).rejects.toBeInstanceOf(ImageTooCostly);
    await expect(pool.run(task)).rejects.toBeInstanceOf(ImageTooCostly);
  });

  it('ends a worker that outgrows its heap: ImageTooCostly, this process untouched', async () => {
    const pool = new ImagePool(options(workerDoing('const kept = []; for (;;) kept.push({ at: kept.length, text: String(kept.length) });'), { timeLimitMs: 60_000 }));
    await expect(pool.run(task)).rejects.toBeInstanceOf(ImageTooCostly);
  });

  it('runs `size` at once, lines up `queue` more, and refuses the next at once with ImagesBusy', async () => {
    const pool = new ImagePool(options(workerDoing('for (;;) {}'), { size: 2, queue: 1 }));
    const accepted = [pool.run(task), pool.run(task), pool.run(task)];
    await expect(pool.run(task)).rejects.toBeInstanceOf(ImagesBusy);
    // The three end on the time limit, the third once a worker was free: the line moved.
    for (const run of accepted) await expect(run).rejects.toBeInstanceOf(ImageTooCostly);
    await expect(pool.run(task)).rejects.toBeInstanceOf(ImageTooCostly);
  });
});
