import jpeg from 'jpeg-js';

/** The largest photo accepted, as sent (the app shrinks camera photos to well under it). */
export const MAX_PHOTO_BYTES = 700 * 1024;
/** The longer side of a stored photo. */
export const MAX_PHOTO_SIDE = 1600;

export class PhotoRefused extends Error {
  constructor(readonly code: 'photoTooLarge' | 'photoType') {
    super(code === 'photoTooLarge' ? `The photo is over ${MAX_PHOTO_BYTES / 1024} KB` : 'Send a JPEG photo');
  }
}

const isJpeg = (bytes: Buffer) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/**
 * A photo as stored: decoded and encoded again (so nothing of the original file survives but its
 * pixels: no EXIF, no GPS position, no maker notes), no larger than MAX_PHOTO_SIDE. Pure
 * JavaScript (jpeg-js): no native image library to install on every server.
 */
export function processPhoto(bytes: Buffer): { jpeg: Buffer; width: number; height: number } {
  if (bytes.length > MAX_PHOTO_BYTES) throw new PhotoRefused('photoTooLarge');
  if (!isJpeg(bytes)) throw new PhotoRefused('photoType');
  let image: { width: number; height: number; data: Uint8Array };
  try {
    image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: 40, maxMemoryUsageInMB: 256 });
  } catch {
    throw new PhotoRefused('photoType');
  }
  const scaled = downscale(image, MAX_PHOTO_SIDE);
  return { jpeg: jpeg.encode(scaled, 82).data, width: scaled.width, height: scaled.height };
}

/** An RGBA image shrunk (box filter: each pixel the average of the source pixels it covers) so that its longer side is at most `side`. */
export function downscale(image: { width: number; height: number; data: Uint8Array }, side: number): { width: number; height: number; data: Uint8Array } {
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
