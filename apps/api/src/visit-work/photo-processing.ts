import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** The largest photo accepted, as sent (the app shrinks camera photos to well under it). */
export const MAX_PHOTO_BYTES = 700 * 1024;

export class PhotoRefused extends Error {
  constructor(readonly code: 'photoTooLarge' | 'photoType') {
    super(code === 'photoTooLarge' ? `The photo is over ${MAX_PHOTO_BYTES / 1024} KB` : 'Send a JPEG photo');
  }
}

const isJpeg = (bytes: Buffer) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

// The worker beside this module: compiled (.js) in the build, its source (.ts) in the tests.
const WORKER = new URL(`./photo-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

type StoredPhoto = { jpeg: Buffer; width: number; height: number };

/**
 * A photo as stored: decoded and encoded again (so nothing of the original file survives but its
 * pixels), no larger than 1600 px. Pure JavaScript (jpeg-js: no native image library to install on
 * every server), in a worker thread of its own (photo-worker.ts) so that the other requests are
 * served meanwhile; the thread ends with the photo.
 */
export function processPhoto(bytes: Buffer): Promise<StoredPhoto> {
  if (bytes.length > MAX_PHOTO_BYTES) return Promise.reject(new PhotoRefused('photoTooLarge'));
  if (!isJpeg(bytes)) return Promise.reject(new PhotoRefused('photoType'));
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: bytes });
    worker.once('message', (result: { refused: true } | { jpeg: Uint8Array; width: number; height: number }) => {
      if ('refused' in result) reject(new PhotoRefused('photoType'));
      else resolve({ jpeg: Buffer.from(result.jpeg), width: result.width, height: result.height });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The photo worker stopped (exit code ${code}) without an answer`)));
  });
}
