/**
 * A customer's signature, as we keep it: the drawing sent by the phone decoded by our own code,
 * within limits fixed before any byte is inflated, and written again as a small, plain PNG (8-bit
 * grey on white, not interlaced, three chunks). The plain form matters: pdfkit embeds such a PNG
 * as it is (its compressed rows go into the PDF untouched), so it never inflates anything of ours
 * in a zlib callback, where an error would end the process.
 *
 * Self-contained on purpose (node:zlib only): image-worker.ts loads it in a worker thread from its
 * TypeScript source in the tests, where Node resolves no `.js` import to a `.ts` file.
 */
import { crc32, deflateSync, inflateSync } from 'node:zlib';

/** A signature pad is a box on a phone or a tablet: a few hundred pixels a side (the web's is its page's width × 160). */
export const MAX_SIGNATURE_SIDE = 2000;
/** Pixels in all: the decoded drawing is at most 4 MB (RGBA). */
export const MAX_SIGNATURE_PIXELS = 1_000_000;

const MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Bytes a pixel takes, per colour type (8-bit samples): grey, -, RGB, palette, grey+alpha, -, RGBA. */
const BYTES_PER_PIXEL: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export type SignatureRefusal = 'signatureInvalid' | 'signatureTooLarge';

export class SignatureRefused extends Error {
  // A field, not a parameter property: Node strips types from this file, it does not transform it.
  readonly code: SignatureRefusal;

  constructor(code: SignatureRefusal, reason: string) {
    super(reason);
    this.code = code;
  }
}

const invalid = (reason: string) => new SignatureRefused('signatureInvalid', reason);

interface Chunk {
  type: string;
  data: Buffer;
}

/** The chunks up to IEND; every length is checked against what is there before it is read, every CRC verified. */
function chunksOf(png: Buffer): Chunk[] {
  if (png.length < MAGIC.length || !png.subarray(0, MAGIC.length).equals(MAGIC)) throw invalid('not a PNG');
  const chunks: Chunk[] = [];
  let at = MAGIC.length;
  for (;;) {
    if (at + 12 > png.length) throw invalid('cut short');
    const length = png.readUInt32BE(at);
    if (length > png.length - at - 12) throw invalid(`a chunk claims ${length} bytes, more than the file holds`);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== png.readUInt32BE(at + 8 + length)) throw invalid(`bad CRC in ${type}`);
    chunks.push({ type, data });
    at += length + 12;
    if (type === 'IEND') return chunks;
  }
}

/** The paeth predictor of the PNG specification. */
function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/** The rows' bytes with their filters undone. */
function unfilter(raw: Buffer, width: number, height: number, bpp: number): Buffer {
  const stride = width * bpp;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const at = y * stride;
    for (let x = 0; x < stride; x++) {
      const left = x >= bpp ? out[at + x - bpp] : 0;
      const up = y > 0 ? out[at - stride + x] : 0;
      const upLeft = y > 0 && x >= bpp ? out[at - stride + x - bpp] : 0;
      let value: number;
      if (filter === 0) value = row[x];
      else if (filter === 1) value = row[x] + left;
      else if (filter === 2) value = row[x] + up;
      else if (filter === 3) value = row[x] + ((left + up) >> 1);
      else if (filter === 4) value = row[x] + paeth(left, up, upLeft);
      else throw invalid(`unknown row filter ${filter}`);
      out[at + x] = value & 0xff;
    }
  }
  return out;
}

/** Each pixel as grey on white: the colour's luminance, blended with white by its transparency. */
function greyOnWhite(pixels: Buffer, colourType: number, count: number, palette: Buffer | null, paletteAlpha: Buffer | null): Buffer {
  const grey = Buffer.alloc(count);
  for (let i = 0; i < count; i++) {
    let r: number, g: number, b: number;
    let alpha = 255;
    if (colourType === 0 || colourType === 4) {
      r = g = b = pixels[i * BYTES_PER_PIXEL[colourType]];
      if (colourType === 4) alpha = pixels[i * 2 + 1];
    } else if (colourType === 3) {
      const index = pixels[i];
      if (!palette || index * 3 + 2 >= palette.length) throw invalid('a colour outside the palette');
      [r, g, b] = [palette[index * 3], palette[index * 3 + 1], palette[index * 3 + 2]];
      if (paletteAlpha && index < paletteAlpha.length) alpha = paletteAlpha[index];
    } else {
      const bpp = BYTES_PER_PIXEL[colourType];
      [r, g, b] = [pixels[i * bpp], pixels[i * bpp + 1], pixels[i * bpp + 2]];
      if (colourType === 6) alpha = pixels[i * 4 + 3];
    }
    const luminance = 0.299 * r + 0.587 * g + 0.114 * b;
    grey[i] = Math.round((luminance * alpha + 255 * (255 - alpha)) / 255);
  }
  return grey;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Grey pixels as a plain PNG: IHDR, one IDAT (rows filtered 'up': a drawing's rows are much alike), IEND. */
function encodeGrey(grey: Buffer, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (width + 1)] = 2;
    for (let x = 0; x < width; x++) rows[y * (width + 1) + 1 + x] = (grey[y * width + x] - (y > 0 ? grey[(y - 1) * width + x] : 0)) & 0xff;
  }
  return Buffer.concat([MAGIC, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * The drawing sent, re-encoded as we keep it; SignatureRefused when it is not a PNG we read
 * (8-bit, not interlaced) or is larger than a signature pad. The size is checked in the header,
 * before anything is inflated, and inflating stops at the exact size the header announced.
 */
export function plainSignaturePng(png: Buffer): { png: Buffer; width: number; height: number } {
  const chunks = chunksOf(png);
  const header = chunks[0];
  if (header?.type !== 'IHDR' || header.data.length !== 13) throw invalid('no header first');
  const width = header.data.readUInt32BE(0);
  const height = header.data.readUInt32BE(4);
  const [depth, colourType, compression, filter, interlace] = header.data.subarray(8);
  if (width === 0 || height === 0) throw invalid('empty');
  if (width > MAX_SIGNATURE_SIDE || height > MAX_SIGNATURE_SIDE || width * height > MAX_SIGNATURE_PIXELS) {
    throw new SignatureRefused('signatureTooLarge', `${width} × ${height} pixels is larger than a signature pad`);
  }
  const bpp = BYTES_PER_PIXEL[colourType];
  if (depth !== 8 || bpp === undefined || compression !== 0 || filter !== 0 || interlace !== 0) throw invalid('not an 8-bit, non-interlaced PNG');
  const palette = chunks.find((found) => found.type === 'PLTE')?.data ?? null;
  const paletteAlpha = colourType === 3 ? (chunks.find((found) => found.type === 'tRNS')?.data ?? null) : null;
  const expected = height * (width * bpp + 1);
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(chunks.filter((found) => found.type === 'IDAT').map((found) => found.data)), { maxOutputLength: expected });
  } catch (error) {
    throw invalid(`its pixels do not inflate to ${expected} bytes: ${(error as Error).message}`);
  }
  if (raw.length !== expected) throw invalid(`its pixels are ${raw.length} bytes, not ${expected}`);
  const grey = greyOnWhite(unfilter(raw, width, height, bpp), colourType, width * height, palette, paletteAlpha);
  return { png: encodeGrey(grey, width, height), width, height };
}

/**
 * Whether stored bytes are a signature in the form plainSignaturePng writes (checked before
 * pdfkit is given them): grey 8-bit, not interlaced, within the size limits, IHDR then IDATs then
 * IEND, every length within the file. Nothing is inflated.
 */
export function isPlainSignaturePng(png: Buffer): boolean {
  try {
    const chunks = chunksOf(png);
    const header = chunks[0];
    if (header.type !== 'IHDR' || header.data.length !== 13) return false;
    const width = header.data.readUInt32BE(0);
    const height = header.data.readUInt32BE(4);
    const plain = header.data.subarray(8).equals(Buffer.from([8, 0, 0, 0, 0]));
    const rest = chunks.slice(1, -1);
    return (
      plain &&
      width > 0 &&
      height > 0 &&
      width * height <= MAX_SIGNATURE_PIXELS &&
      width <= MAX_SIGNATURE_SIDE &&
      height <= MAX_SIGNATURE_SIDE &&
      rest.length > 0 &&
      rest.every((found) => found.type === 'IDAT')
    );
  } catch {
    return false;
  }
}
