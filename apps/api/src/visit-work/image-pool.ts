import { fork } from 'node:child_process';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  /** The longest an image may take, the worker's start included. */
  timeLimitMs: number;
  /** The V8 heap of a worker, in MB: old generation, and each of the young generation's semi-spaces. */
  resourceLimits: { maxOldGenerationSizeMb: number; maxSemiSpaceSizeMb: number };
  /** The worker's module (a file). */
  worker: URL;
}

// The worker beside this module: compiled (.js) in the build, its source (.ts) in the tests (Node runs it, stripping the types).
const WORKER = new URL(`./image-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/** How a worker that ran out of V8 heap ends: V8 aborts the process. */
const ABORTED = new Set(['SIGABRT', 'SIGTRAP']);

/**
 * The API's image work, off the API's process and bounded: at most `size` workers at once, each
 * with a V8 heap limit and a time limit; a short line behind them, and past it a clear 'try
 * again'. Photos and signatures share it.
 *
 * A worker is a child process started for one image, not a worker thread: threads' allocations
 * stay in the API's malloc arenas after the thread ends (a burst of 3 MP photos through two worker
 * threads left the API ~270 MB larger a minute later; jpeg-js allocates every 8×8 block on its
 * own), while a process gives all it used back when it exits. It gets no environment (no database
 * URL nor secrets), the image over IPC, and answers over IPC.
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
    const { resourceLimits, timeLimitMs, worker } = this.options;
    return new Promise((resolve, reject) => {
      let answer: ImageAnswer | null = null;
      let timedOut = false;
      const child = fork(fileURLToPath(worker), [], {
        execArgv: [`--max-old-space-size=${resourceLimits.maxOldGenerationSizeMb}`, `--max-semi-space-size=${resourceLimits.maxSemiSpaceSizeMb}`],
        env: {},
        serialization: 'advanced',
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      });
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, timeLimitMs);
      child.once('message', (message: ImageAnswer) => (answer = message));
      // A failure to start is followed by 'exit' (or was one): settled there.
      child.once('error', () => child.kill('SIGKILL'));
      child.send(task);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        if (answer) resolve(answer);
        else if (timedOut) reject(new ImageTooCostly(`over ${timeLimitMs} ms`));
        else if (signal && ABORTED.has(signal)) reject(new ImageTooCostly(`ended by ${signal} (its heap limit)`));
        else reject(new Error(`The image worker stopped (exit code ${code}, signal ${signal}) without an answer`));
      });
    });
  }
}

/**
 * The API's pool: two workers (this machine has two cores, and the API must keep one for
 * requests), eight images waiting. A worker's heap is capped; its typed arrays (pixels) are not
 * V8 heap, so the decoders' own limits (photo pixels, signature pixels, jpeg-js's memory budget)
 * bound them. A camera photo takes one to a few seconds; twenty is a hostile file.
 */
export const imagePool = new ImagePool({
  size: 2,
  queue: 8,
  timeLimitMs: 20_000,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxSemiSpaceSizeMb: 16 },
  worker: WORKER,
});
