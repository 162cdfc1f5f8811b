// What a phone's camera reads from a PDF's QR codes: the first page drawn at 300 dpi (poppler's
// pdftoppm), then decoded (zbar's zbarimg), both from Debian's packages.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The text of every QR code on the PDF's first page, one per entry. */
export async function pdfQrCodes(pdf: Buffer): Promise<string[]> {
  const folder = await mkdtemp(join(tmpdir(), 'pdf-qr-'));
  try {
    await writeFile(join(folder, 'document.pdf'), pdf);
    await run('pdftoppm', ['-r', '300', '-png', '-f', '1', '-l', '1', '-singlefile', join(folder, 'document.pdf'), join(folder, 'page')]);
    const { stdout } = await run('zbarimg', ['--raw', '-q', '-Sdisable', '-Sqrcode.enable', join(folder, 'page.png')]);
    return stdout.split('\n').filter(Boolean);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
