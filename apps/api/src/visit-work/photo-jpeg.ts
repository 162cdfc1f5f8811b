/**
 * A JPEG's structure, read without decoding it: its frame's size and how many scans it has
 * (checked before a photo takes a worker), and its segments without the metadata ones (for photos
 * stored before every photo was re-encoded from its pixels alone).
 */

/** Start-of-frame markers jpeg-js decodes: baseline, extended and progressive Huffman. */
const DECODED_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
/** Every start-of-frame marker (DHT, JPG and DAC share the range and are not frames). */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

export interface JpegOutline {
  width: number;
  height: number;
  /** Scans read so far: the walk stops once it passes `maxScans`. */
  scans: number;
}

interface Segment {
  marker: number;
  /** From its 0xFF to its end (entropy-coded data included for a scan). */
  start: number;
  end: number;
}

/** The segments of a JPEG, in order, up to EOI; null when they do not fit in the bytes. Stops after `maxScans` + 1 scans. */
function segmentsOf(bytes: Uint8Array, maxScans: number): Segment[] | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const segments: Segment[] = [];
  let scans = 0;
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      segments.push({ marker, start: at, end: at + 2 });
      return segments;
    }
    if (at + 4 > bytes.length) return null;
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    let end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (marker === 0xda) {
      if (++scans > maxScans) {
        segments.push({ marker, start: at, end });
        return segments;
      }
      // The entropy-coded data runs to the next marker that is not a stuffed 0xFF00, a restart or fill.
      while (end + 1 < bytes.length && !(bytes[end] === 0xff && bytes[end + 1] !== 0x00 && bytes[end + 1] !== 0xff && !isRestart(bytes[end + 1]))) end++;
    }
    segments.push({ marker, start: at, end });
    at = end;
  }
  return null;
}

/** The frame's size and the scans counted (up to maxScans + 1); null when it is not a JPEG jpeg-js decodes. */
export function outlineOf(bytes: Uint8Array, maxScans: number): JpegOutline | null {
  const segments = segmentsOf(bytes, maxScans);
  const frames = segments?.filter((segment) => isFrame(segment.marker)) ?? [];
  if (!segments || frames.length !== 1 || !DECODED_FRAMES.has(frames[0].marker) || frames[0].end - frames[0].start < 9) return null;
  const at = frames[0].start;
  const height = (bytes[at + 5] << 8) | bytes[at + 6];
  const width = (bytes[at + 7] << 8) | bytes[at + 8];
  const scans = segments.filter((segment) => segment.marker === 0xda).length;
  return width && height && scans ? { width, height, scans } : null;
}

/** What a JPEG's APP0 is when it says only "JFIF" and carries no thumbnail. */
const isBareJfif = (bytes: Uint8Array, segment: Segment) =>
  segment.end - segment.start === 18 &&
  Buffer.from(bytes.subarray(segment.start + 4, segment.start + 9)).toString('latin1') === 'JFIF\0' &&
  bytes[segment.start + 16] === 0 &&
  bytes[segment.start + 17] === 0;
/** Adobe's APP14 says how the colours are coded: a decoder needs it. */
const isAdobe = (bytes: Uint8Array, segment: Segment) =>
  segment.marker === 0xee && Buffer.from(bytes.subarray(segment.start + 4, segment.start + 9)).toString('latin1') === 'Adobe';

/**
 * The JPEG without its metadata: every APPn (EXIF and its GPS position and thumbnail, XMP, ICC
 * profiles, maker notes) and every comment dropped, but for a bare JFIF header and Adobe's colour
 * marker; the frame, tables and scans as they were. Null when its structure cannot be read.
 */
export function withoutMetadata(bytes: Uint8Array): Buffer | null {
  const segments = segmentsOf(bytes, Number.MAX_SAFE_INTEGER);
  if (!segments) return null;
  const kept = segments.filter((segment) => {
    if (segment.marker === 0xfe) return false;
    if (segment.marker >= 0xe0 && segment.marker <= 0xef) return (segment.marker === 0xe0 && isBareJfif(bytes, segment)) || isAdobe(bytes, segment);
    return true;
  });
  return Buffer.concat([Buffer.from([0xff, 0xd8]), ...kept.map((segment) => bytes.subarray(segment.start, segment.end))]);
}
