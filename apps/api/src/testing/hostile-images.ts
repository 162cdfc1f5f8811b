/**
 * The files of issue 36's outside probe, rebuilt: signatures that crashed or froze the API through
 * pdfkit, a photo carrying its position and the phone's serial number, a JPEG declaring 26 MP, and
 * a progressive JPEG whose thousands of scans each pass over every block. Also a camera-like photo.
 * Used by the hostile-files spec and by `npm run bench:photos` (which runs it with Node directly:
 * node builtins and packages only).
 */
import jpeg from 'jpeg-js';
import { crc32, deflateSync } from 'node:zlib';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Bytes that look random but are the same on every run (a linear congruential generator). */
export function noise(length: number, seed = 36): Buffer {
  const out = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

export function pngChunk(type: string, data: Buffer, length = data.length): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function header(width: number, height: number, colourType = 6): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, colourType, 0, 0, 0], 8);
  return pngChunk('IHDR', data);
}

/** An RGBA drawing as a signature pad's canvas makes it: transparent, with a dark stroke (a diagonal line). */
export function drawnSignature(width = 300, height = 120): Buffer {
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (Math.abs(Math.round((x * height) / width) - y) <= 2) rows.set([20, 20, 20, 255], y * (width * 4 + 1) + 1 + x * 4);
    }
  }
  return Buffer.concat([PNG_MAGIC, header(width, height), pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** Each signature of the probe, by what is wrong with it. */
export const hostileSignatures = {
  /** 121 bytes: a 10×10 RGBA PNG whose compressed data is 64 random bytes (pdfkit threw inside a zlib callback: the process ended). */
  badCompressedData: () => Buffer.concat([PNG_MAGIC, header(10, 10), pngChunk('IDAT', noise(64)), pngChunk('IEND', Buffer.alloc(0))]),
  /** 14,000 × 14,000 declared in a small file (pdfkit's PNG decoder froze the API for seconds). */
  hugeDeclaredSize: () =>
    Buffer.concat([PNG_MAGIC, header(14_000, 14_000), pngChunk('IDAT', deflateSync(Buffer.alloc(1000))), pngChunk('IEND', Buffer.alloc(0))]),
  /** A compressed block whose length says 2 GB, in a file of a few dozen bytes (the decoder's copy loop ran 2 G times). */
  lengthClaims2GB: () => {
    const idat = pngChunk('IDAT', deflateSync(Buffer.alloc(10 * 41)), 0x7fff_fff0);
    return Buffer.concat([PNG_MAGIC, header(10, 10), idat]);
  },
  /** The PNG magic, then garbage. */
  garbageAfterMagic: () => Buffer.concat([PNG_MAGIC, noise(120, 7)]),
};

/** A photo with a smooth picture and some grain (so it is as large as a camera's): `width` × `height`, baseline. */
export function cameraJpeg(width: number, height: number, quality = 80): Buffer {
  const data = Buffer.alloc(width * height * 4);
  const grain = noise(width * height, 5);
  for (let i = 0, p = 0; i < data.length; i += 4, p++) {
    const x = p % width;
    const y = Math.floor(p / width);
    const g = grain[p] >> 5;
    data.set([((x * 255) / width + g) & 255, ((y * 200) / height + 30 + g) & 255, (160 + g) & 255, 255], i);
  }
  return Buffer.from(jpeg.encode({ width, height, data }, quality).data);
}

const segment = (marker: number, payload: Buffer) =>
  Buffer.concat([Buffer.from([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);

/** What a phone puts in a photo: its position, its serial number, a comment, XMP, an ICC profile and a thumbnail. */
export const SECRETS = ['39.5696N 2.6502E', 'SERIAL-R58M-4471', 'Casa de Pere, Portals', 'xmp-gps-secret', 'icc-profile-secret', 'thumbnail-secret'];

/** A photo (under 1600 px: the size the old code passed through unresized) carrying every kind of metadata. */
export function photoWithMetadata(width = 800, height = 600): Buffer {
  const photo = cameraJpeg(width, height);
  const thumbnail = Buffer.concat([Buffer.from([0xff, 0xd8]), segment(0xfe, Buffer.from(SECRETS[5])), Buffer.from([0xff, 0xd9])]);
  const exif = segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0MM\0*'), Buffer.from(`GPS ${SECRETS[0]} Serial ${SECRETS[1]} `), thumbnail]));
  const xmp = segment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>${SECRETS[3]}</exif:GPSLatitude></x:xmpmeta>`));
  const icc = segment(0xe2, Buffer.from(`ICC_PROFILE\0\x01\x01${SECRETS[4]}`, 'latin1'));
  const comment = segment(0xfe, Buffer.from(SECRETS[2]));
  // jpeg-js writes SOI then APP0 (JFIF): the metadata goes after them, as a camera's does.
  const jfifEnd = 2 + 2 + ((photo[4] << 8) | photo[5]);
  return Buffer.concat([photo.subarray(0, jfifEnd), exif, xmp, icc, comment, photo.subarray(jfifEnd)]);
}

/** A small, valid JPEG whose frame header is rewritten to declare `width` × `height` (26 MP by default). */
export function jpegDeclaring(width = 6000, height = 4400): Buffer {
  const photo = cameraJpeg(64, 64);
  const at = photo.indexOf(Buffer.from([0xff, 0xc0]));
  photo.writeUInt16BE(height, at + 5);
  photo.writeUInt16BE(width, at + 7);
  return photo;
}

/** Bits into bytes, with the 0x00 stuffed after every 0xFF that entropy-coded data needs; padded with ones. */
function entropyBytes(bits: number[]): Buffer {
  const out: number[] = [];
  for (let i = 0; i < bits.length; i += 8) {
    let byte = 0;
    for (let b = 0; b < 8; b++) byte = (byte << 1) | (bits[i + b] ?? 1);
    out.push(byte);
    if (byte === 0xff) out.push(0x00);
  }
  return Buffer.from(out);
}

/**
 * A progressive greyscale JPEG of `side` × `side` with `scans` AC scans, each a few end-of-band
 * runs of 32,767 blocks: a few bytes a scan, a pass over every block of the image for a decoder.
 * The probe's had 17,061 scans in 700 KB and took 54.5 s of CPU.
 */
export function scanBomb(scans = 17_061, side = 3072): Buffer {
  const blocks = (side / 8) ** 2;
  const quantisation = segment(0xdb, Buffer.concat([Buffer.from([0x00]), Buffer.alloc(64, 1)]));
  const frame = segment(0xc2, Buffer.from([8, side >> 8, side & 255, side >> 8, side & 255, 1, 1, 0x11, 0]));
  // An AC table with one code, '0', for EOB14 (0xE0): an end-of-band run of 2^14 + 14 more bits.
  const counts = Buffer.alloc(16);
  counts[0] = 1;
  const acTable = segment(0xc4, Buffer.concat([Buffer.from([0x10]), counts, Buffer.from([0xe0])]));
  const run = [0, ...Array(14).fill(1)]; // 16,384 + 16,383 = 32,767 blocks
  const data = entropyBytes(
    Array(Math.ceil(blocks / 32_767))
      .fill(run)
      .flat(),
  );
  const scan = Buffer.concat([segment(0xda, Buffer.from([1, 1, 0x00, 1, 63, 0])), data]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), quantisation, frame, acTable, ...Array(scans).fill(scan), Buffer.from([0xff, 0xd9])]);
}
