/** The longer side of a photo sent (the server keeps at most 1600 px). */
const SIDE = 1600;
/** Under the server's 700 KB limit, with room to spare. */
const MAX_BYTES = 650 * 1024;

export class PhotoUnreadable extends Error {}

/**
 * A camera photo made small enough to keep on the phone and send on a weak signal: drawn upright
 * (the browser applies its orientation) at most 1600 px on a canvas and encoded as JPEG, which also
 * drops its metadata before it leaves the phone. Base64, as the API takes it.
 */
export async function shrinkPhoto(file: Blob): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PhotoUnreadable('not an image this browser can read');
  }
  const scale = Math.min(1, SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of [0.85, 0.7, 0.5]) {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (blob && blob.size <= MAX_BYTES) return base64Of(blob);
  }
  throw new PhotoUnreadable('too large even when shrunk');
}

async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
