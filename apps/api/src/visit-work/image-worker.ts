/**
 * A worker of the image pool (image-pool.ts starts one per image, a child process with limits):
 * decoding, resizing and encoding a camera photo in pure JavaScript takes a second or more, which
 * in the API's process would hold every other request. Gets an ImageTask over IPC, answers an
 * ImageAnswer: the image as stored, or { refused: code } when it cannot be read; then exits.
 *
 * Imports no `.js` module of the API statically: the tests start it from its TypeScript source,
 * which Node runs directly, and Node resolves no `.js` import to a `.ts` file. The signature codec
 * is loaded by the name this file has (.ts or .js).
 */
import jpeg from 'jpeg-js';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImageAnswer, ImageTask } from './image-pool.js';

/** The longer side of a stored photo. */
const MAX_SIDE = 1600;
/** jpeg-js's own budget for what it allocates (blocks, lines, pixels): a 12 MP photo with full-resolution colour fits. */
const JPEG_MEMORY_MB = 256;
/** A little over photo-processing.ts's limit (checked there in the header): jpeg-js checks it again. */
const JPEG_MAX_MP = 13;

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

function photo(bytes: Uint8Array): ImageAnswer {
  let decoded: Image;
  try {
    decoded = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: JPEG_MAX_MP, maxMemoryUsageInMB: JPEG_MEMORY_MB });
  } catch {
    return { refused: 'photoType' };
  }
  // Only the pixels go on: jpeg-js hands back the EXIF block and comments beside them, and its
  // encoder writes out whatever it is given.
  const scaled = downscale({ width: decoded.width, height: decoded.height, data: decoded.data }, MAX_SIDE);
  return { image: jpeg.encode(scaled, 82).data, width: scaled.width, height: scaled.height };
}

async function signature(bytes: Uint8Array): Promise<ImageAnswer> {
  const codec = new URL(`./signature-png${extname(fileURLToPath(import.meta.url))}`, import.meta.url);
  const { plainSignaturePng, SignatureRefused } = (await import(codec.href)) as typeof import('./signature-png.js');
  try {
    const { png, width, height } = plainSignaturePng(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return { image: png, width, height };
  } catch (error) {
    if (error instanceof SignatureRefused) return { refused: error.code };
    throw error;
  }
}

process.once('message', async (task: ImageTask) => {
  const answer = task.kind === 'photo' ? photo(task.bytes) : await signature(task.bytes);
  process.send!(answer, () => process.exit(0));
});
