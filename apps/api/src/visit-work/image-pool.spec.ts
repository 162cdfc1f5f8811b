import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ImagePool, ImagesBusy, ImageTooCostly, type ImagePoolOptions } from './image-pool.js';

/** Workers of our own making: what each does stands for what a hostile image would make the decoder do. */
const WORKERS = {
  answers: `process.once('message', (task) => process.send({ refused: 'seen ' + task.bytes.length }, () => process.exit(0)));`,
  loops: `process.once('message', () => { for (;;) {} });`,
  hoards: `process.once('message', () => { const kept = []; for (;;) kept.push({ at: kept.length, text: String(kept.length) }); });`,
  fails: `process.once('message', () => { throw new Error('a bug'); });`,
};
const task = { kind: 'photo' as const, bytes: new Uint8Array(4) };

describe('the image pool: a fixed number of workers, each limited in time and memory, and a short line', () => {
  let folder: string;
  const pool = (worker: keyof typeof WORKERS, overrides: Partial<ImagePoolOptions> = {}) =>
    new ImagePool({
      size: 1,
      queue: 1,
      timeLimitMs: 1000,
      resourceLimits: { maxOldGenerationSizeMb: 32, maxSemiSpaceSizeMb: 4 },
      worker: pathToFileURL(join(folder, `${worker}.mjs`)),
      ...overrides,
    });

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'image-pool-'));
    for (const [name, source] of Object.entries(WORKERS)) await writeFile(join(folder, `${name}.mjs`), source);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('answers what the worker answers', async () => {
    await expect(pool('answers').run(task)).resolves.toEqual({ refused: 'seen 4' });
  });

  it('ends a worker that runs past the time limit: ImageTooCostly, and the next image gets the worker', async () => {
    const looping = pool('loops');
    await expect(looping.run(task)).rejects.toBeInstanceOf(ImageTooCostly);
    await expect(looping.run(task)).rejects.toBeInstanceOf(ImageTooCostly);
  });

  it('ends a worker that outgrows its heap: ImageTooCostly, this process untouched', async () => {
    await expect(pool('hoards', { timeLimitMs: 60_000 }).run(task)).rejects.toBeInstanceOf(ImageTooCostly);
  });

  it('tells a worker’s own failure from an image too costly', async () => {
    const failure = pool('fails').run(task);
    await expect(failure).rejects.toThrow('without an answer');
    await expect(failure).rejects.not.toBeInstanceOf(ImageTooCostly);
  });

  it('runs `size` at once, lines up `queue` more, and refuses the next at once with ImagesBusy', async () => {
    const looping = pool('loops', { size: 2, queue: 1 });
    const accepted = [looping.run(task), looping.run(task), looping.run(task)];
    await expect(looping.run(task)).rejects.toBeInstanceOf(ImagesBusy);
    // The three end on the time limit, the third once a worker was free: the line moved.
    for (const run of accepted) await expect(run).rejects.toBeInstanceOf(ImageTooCostly);
    await expect(looping.run(task)).rejects.toBeInstanceOf(ImageTooCostly);
  });
});
