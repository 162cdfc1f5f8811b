import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/** What a worker is asked (image-worker.ts): a photo to store, or a signature to check and re-encode. */
export interface ImageTask {
  kind: 'photo' | 'signature';
  bytes: Uint8Array;
}

/** What it answers: the image as stored, or the code of why it is refused. */
export type ImageAnswer = { image: Uint8Array; width: number; height: number } | { refused: string };

/** Every worker is busy and the line is full: the client should try again shortly. */
export class ImagesBusy extends Error {
  constructor() {
    super('Images are being processed: try again in a moment');
  }
}

/** The worker ran out of its time or memory on this image (ended by us, or by V8's heap limit). */
export class ImageTooCostly extends Error {}

export interface ImagePoolOptions {
  /** Workers at once. */
  size: number;
  /** Images that may wait for a worker; one more is refused with ImagesBusy. */
  queue: number;
  /** The longest an image may take, worker start-up included. */
  timeLimitMs: number;
  resourceLimits: ResourceLimits;
  worker: URL;
}

// The worker beside this module: compiled (.js) in the build, its source (.ts) in the tests.
const WORKER = new URL(`./image-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/**
 * The API's image work, off the main thread and bounded: at most `size` worker threads at once,
 * each started for one image and ended after it (so nothing a hostile file made it allocate
 * outlives it), each with a V8 heap limit and a time limit; a short line behind them, and past it
 * a clear 'try again'. Photos and signatures share it.
 */
export class ImagePool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: ImagePoolOptions) {}

  async run(task: ImageTask): Promise<ImageAnswer> {
    await this.slot();
    try {
      return await this.inWorker(task);
    } finally {
      this.release();
    }
  }

  private async slot(): Promise<void> {
    if (this.running < this.options.size) {
      this.running++;
      return;
    }
    if (this.waiting.length >= this.options.queue) throw new ImagesBusy();
    // The slot is handed over by release(), `running` unchanged.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }

  /** Settles once the worker has exited, so that a slot is free only when its memory is. */
  private inWorker(task: ImageTask): Promise<ImageAnswer> {
    return new Promise((resolve, reject) => {
      let outcome: { answer: ImageAnswer } | { error: Error } | null = null;
      const worker = new Worker(this.options.worker, { workerData: task, resourceLimits: this.options.resourceLimits });
      const timer = setTimeout(() => {
        outcome ??= { error: new ImageTooCostly(`over ${this.options.timeLimitMs} ms`) };
        void worker.terminate();
      }, this.options.timeLimitMs);
      worker.once('message', (answer: ImageAnswer) => {
        outcome ??= { answer };
        void worker.terminate();
      });
      worker.once('error', (error: Error & { code?: string }) => {
        outcome ??= { error: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ImageTooCostly(error.message) : error };
      });
      worker.once('exit', (code) => {
        clearTimeout(timer);
        if (outcome && 'answer' in outcome) resolve(outcome.answer);
        else reject(outcome?.error ?? new Error(`The image worker stopped (exit code ${code}) without an answer`));
      });
    });
  }
}

/**
 * The API's pool: two workers (this machine has two cores, and the API must keep one for
 * requests), eight images waiting. A worker's heap is capped; its typed arrays (pixels) are not
 * V8 heap, so the decoders' own limits (photo pixels, signature pixels, jpeg-js's memory budget)
 * bound them. A camera photo takes about a second; twenty is a hostile file.
 */
export const imagePool = new ImagePool({
  size: 2,
  queue: 8,
  timeLimitMs: 20_000,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  worker: WORKER,
});
