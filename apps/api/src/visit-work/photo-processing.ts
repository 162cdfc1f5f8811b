import { imagePool, ImageTooCostly, type ImagePool } from './image-pool.js';
import { outlineOf } from './photo-jpeg.js';

/** The largest photo accepted, as sent (the app shrinks camera photos to well under it). */
export const MAX_PHOTO_BYTES = 700 * 1024;
/** About 12 MP: a phone's 4032 × 3024 passes. Decoding one takes some 200 MB in the worker. */
export const MAX_PHOTO_PIXELS = 12_600_000;
/** A progressive JPEG from a camera or an encoder has about ten scans; each scan is a pass over every block. */
export const MAX_PHOTO_SCANS = 32;

const MESSAGES = {
  photoTooLarge: `The photo is over ${MAX_PHOTO_BYTES / 1024} KB`,
  photoType: 'Send a JPEG photo',
  photoTooManyPixels: `The photo is over ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`,
  photoTooManyScans: `The photo has more than ${MAX_PHOTO_SCANS} scans`,
  photoTooComplex: 'The photo took too long or too much memory to process',
} as const;

export type PhotoRefusal = keyof typeof MESSAGES;

export class PhotoRefused extends Error {
  constructor(readonly code: PhotoRefusal) {
    super(MESSAGES[code]);
  }
}

type StoredPhoto = { jpeg: Buffer; width: number; height: number };

/**
 * A photo as stored: decoded and encoded again from its pixels alone (nothing of the original file
 * survives: no EXIF, GPS position, XMP, ICC profile, comment or thumbnail), no larger than 1600 px.
 * Its header is read here first (size, scans), so that a file that would cost too much never takes
 * a worker; the rest happens in the image pool (image-worker.ts), pure JavaScript (jpeg-js: no
 * native image library to install on every server). ImagesBusy when the pool's line is full.
 */
export async function processPhoto(bytes: Buffer, pool: ImagePool = imagePool): Promise<StoredPhoto> {
  if (bytes.length > MAX_PHOTO_BYTES) throw new PhotoRefused('photoTooLarge');
  const outline = outlineOf(bytes, MAX_PHOTO_SCANS);
  if (!outline) throw new PhotoRefused('photoType');
  if (outline.width * outline.height > MAX_PHOTO_PIXELS) throw new PhotoRefused('photoTooManyPixels');
  if (outline.scans > MAX_PHOTO_SCANS) throw new PhotoRefused('photoTooManyScans');
  let answer;
  try {
    answer = await pool.run({ kind: 'photo', bytes });
  } catch (error) {
    if (error instanceof ImageTooCostly) throw new PhotoRefused('photoTooComplex');
    throw error;
  }
  if ('refused' in answer) throw new PhotoRefused('photoType');
  return { jpeg: Buffer.from(answer.image), width: answer.width, height: answer.height };
}
