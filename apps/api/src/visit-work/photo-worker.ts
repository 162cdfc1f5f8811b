/**
 * Runs in a worker thread (photo-processing.ts starts one per photo): decoding, resizing and
 * encoding a camera photo in pure JavaScript takes about a second, which on the main thread would
 * hold every other request of the API. Gets the photo's bytes as workerData, posts back the photo
 * as stored, or { refused: true } when the bytes are not a JPEG it can read.
 *
 * Self-contained on purpose (no imports of the API's own modules): the tests start it from its
 * TypeScript source, which Node runs directly, and Node resolves no `.js` import to a `.ts` file.
 */
import jpeg from 'jpeg-js';
import { parentPort, workerData } from 'node:worker_threads';

/** The longer side of a stored photo. */
const MAX_SIDE = 1600;

interface Image {
  width: number;
  height: number;
  data: Uint8Array;
}

/** An RGBA image shrunk (box filter: each pixel the average of the source pixels it covers) so that its longer side is at most `side`. */
function downscale(image: Image, side: number): Image {
  const ratio = Math.max(image.width, image.height) / side;
  if (ratio <= 1) return image;
  const width = Math.max(1, Math.round(image.width / ratio));
  const height = Math.max(1, Math.round(image.height / ratio));
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const top = Math.floor((y * image.height) / height);
    const bottom = Math.max(top + 1, Math.floor(((y + 1) * image.height) / height));
    for (let x = 0; x < width; x++) {
      const left = Math.floor((x * image.width) / width);
      const right = Math.max(left + 1, Math.floor(((x + 1) * image.width) / width));
      const sum = [0, 0, 0, 0];
      for (let sy = top; sy < bottom; sy++) {
        for (let sx = left; sx < right; sx++) {
          const at = (sy * image.width + sx) * 4;
          for (let channel = 0; channel < 4; channel++) sum[channel] += image.data[at + channel];
        }
      }
      const count = (bottom - top) * (right - left);
      const out = (y * width + x) * 4;
      for (let channel = 0; channel < 4; channel++) data[out + channel] = Math.round(sum[channel] / count);
    }
  }
  return { width, height, data };
}

let image: Image | null = null;
try {
  image = jpeg.decode(workerData as Uint8Array, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: 40, maxMemoryUsageInMB: 256 });
} catch {
  parentPort!.postMessage({ refused: true });
}
if (image) {
  // Encoded again from the pixels alone: nothing of the original file survives (no EXIF, no GPS position, no maker notes).
  const scaled = downscale(image, MAX_SIDE);
  // Copied to the main thread, not transferred: a small Buffer lives in Node's shared pool, which cannot move.
  parentPort!.postMessage({ jpeg: jpeg.encode(scaled, 82).data, width: scaled.width, height: scaled.height });
}
