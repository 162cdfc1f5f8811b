import jpeg from 'jpeg-js';

/** A small camera-like photo (64×48 JPEG), made here rather than committed. */
export function smallPhoto(): Buffer {
  const width = 64;
  const height = 48;
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([((i / 4) % width) * 4, 120, 200, 255], i);
  return jpeg.encode({ width, height, data }, 80).data;
}
