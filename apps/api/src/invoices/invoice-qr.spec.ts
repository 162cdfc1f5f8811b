import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { priceLines } from '@mmt/billing';
import { companySeed } from '@mmt/company';
import type { Language } from '@mmt/i18n';
import { resources } from '@mmt/i18n/resources';
import { renderDocumentPdf, type BusinessDocument } from './invoice-pdf.js';
import { qrModules, verificationUrl } from './verifactu/verification-qr.js';

const run = promisify(execFile);

const DPI = 300;
const pxToMm = (px: number) => (px / DPI) * 25.4;
/** The QR specification's minimum blank margin (§3), in pixels at 300 dpi: 23.6. */
const MIN_MARGIN_PX = (2 / 25.4) * DPI;

/** A grey-scale page: one byte a pixel, 0 black to 255 white. */
interface Bitmap {
  width: number;
  height: number;
  pixels: Uint8Array;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Page `page` of a PDF at 300 dpi, grey, without anti-aliasing (so that blank is exactly 255). */
async function rasterize(folder: string, pdf: Buffer, page: number): Promise<Bitmap> {
  await writeFile(join(folder, 'document.pdf'), pdf);
  const base = join(folder, `page-${page}`);
  await run('pdftoppm', [
    '-r',
    String(DPI),
    '-gray',
    '-aa',
    'no',
    '-aaVector',
    'no',
    '-singlefile',
    '-f',
    String(page),
    '-l',
    String(page),
    join(folder, 'document.pdf'),
    base,
  ]);
  const bytes = await readFile(`${base}.pgm`);
  // Binary PGM: "P5", width, height, maximum value, each followed by one whitespace, then the pixels.
  const header = bytes
    .subarray(0, 32)
    .toString('latin1')
    .match(/^P5\s+(\d+)\s+(\d+)\s+255\s/);
  if (!header) throw new Error('not an 8-bit binary PGM');
  return { width: Number(header[1]), height: Number(header[2]), pixels: bytes.subarray(header[0].length) };
}

/** What zbarimg reads on a page: the QR codes' texts (none: empty). */
async function decodeQr(folder: string, bitmap: Bitmap): Promise<string[]> {
  const file = join(folder, 'decode.pgm');
  await writeFile(file, Buffer.concat([Buffer.from(`P5\n${bitmap.width} ${bitmap.height}\n255\n`), bitmap.pixels]));
  // zbarimg exits with 4 when it finds no code.
  const { stdout } = await run('zbarimg', ['--raw', '-q', '-Sdisable', '-Sqrcode.enable', file]).catch((error: { code?: number; stdout: string }) => {
    if (error.code === 4) return { stdout: '' };
    throw error;
  });
  return stdout.split('\n').filter(Boolean);
}

/** The boxes of the 8-connected groups of dark pixels. */
function darkComponents({ width, height, pixels }: Bitmap): (Box & { count: number })[] {
  const seen = new Uint8Array(width * height);
  const boxes: (Box & { count: number })[] = [];
  const stack: number[] = [];
  for (let start = 0; start < pixels.length; start++) {
    if (seen[start] || pixels[start] >= 128) continue;
    const box = { left: width, top: height, right: -1, bottom: -1, count: 0 };
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const at = stack.pop()!;
      const x = at % width;
      const y = (at - x) / width;
      box.count++;
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (!seen[next] && pixels[next] < 128) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    boxes.push(box);
  }
  return boxes;
}

/**
 * The QR's modules' bounding box, from its three finder patterns: each one's dark outer ring, 7 × 7
 * modules, is a group of its own (the white separator around it), square, with 24 of its 49 modules
 * dark, around a 3 × 3 dark centre. Text that touched a finder would join its group and hide it.
 */
function qrBox(bitmap: Bitmap): Box & { module: number } {
  const groups = darkComponents(bitmap);
  const side = (box: Box) => box.right - box.left + 1;
  const rings = groups.filter((ring) => {
    const [w, h] = [side(ring), ring.bottom - ring.top + 1];
    if (Math.abs(w - h) > 2 || pxToMm(w) < 3 || pxToMm(w) > 15 || Math.abs(ring.count / (w * h) - 24 / 49) > 0.08) return false;
    return groups.some(
      (centre) =>
        Math.abs(side(centre) - (3 / 7) * w) <= 3 &&
        Math.abs(centre.left - (ring.left + (2 / 7) * w)) <= 3 &&
        Math.abs(centre.top - (ring.top + (2 / 7) * w)) <= 3,
    );
  });
  expect(rings).toHaveLength(3);
  const topLeft = rings.reduce((a, b) => (a.left + a.top <= b.left + b.top ? a : b));
  const topRight = rings.reduce((a, b) => (a.left - a.top >= b.left - b.top ? a : b));
  const bottomLeft = rings.reduce((a, b) => (a.top - a.left >= b.top - b.left ? a : b));
  return { left: topLeft.left, top: topLeft.top, right: topRight.right, bottom: bottomLeft.bottom, module: side(topLeft) / 7 };
}

/** Rows (or columns) of blank pixels from the box's side outwards, each as wide as the box and the minimum margin on both ends. */
function blankMargins({ width, pixels }: Bitmap, box: Box): { top: number; bottom: number; left: number; right: number } {
  const reach = Math.ceil(MIN_MARGIN_PX);
  const blankRow = (y: number) => {
    for (let x = box.left - reach; x <= box.right + reach; x++) if (pixels[y * width + x] !== 255) return false;
    return true;
  };
  const blankColumn = (x: number) => {
    for (let y = box.top - reach; y <= box.bottom + reach; y++) if (pixels[y * width + x] !== 255) return false;
    return true;
  };
  const count = (blank: (at: number) => boolean, from: number, step: number) => {
    let n = 0;
    while (n < 200 && blank(from + step * n)) n++;
    return n;
  };
  return {
    top: count(blankRow, box.top - 1, -1),
    bottom: count(blankRow, box.bottom + 1, 1),
    left: count(blankColumn, box.left - 1, -1),
    right: count(blankColumn, box.right + 1, 1),
  };
}

/** Every word of a page with its box in points (pdftotext -bbox); a word's height is its font size × its font's ascent and descent (Helvetica's: 0.925). */
async function wordsOf(folder: string, pdf: Buffer, page: number): Promise<(Box & { word: string; height: number })[]> {
  await writeFile(join(folder, 'words.pdf'), pdf);
  const { stdout } = await run('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), join(folder, 'words.pdf'), '-']);
  return [...stdout.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
    ([, left, top, right, bottom, word]) => ({
      word: word.replace(/&amp;/g, '&'),
      left: Number(left),
      top: Number(top),
      right: Number(right),
      bottom: Number(bottom),
      height: Number(bottom) - Number(top),
    }),
  );
}

const issuer = companySeed;

function invoice(kind: BusinessDocument['kind'], lineCount: number, number: string): BusinessDocument {
  const priced = priceLines(
    Array.from({ length: lineCount }, (_, i) => ({
      description: `Revisión del radar y del plotter, mástil ${i + 1}`,
      quantity: 1.5,
      unitPriceCents: 8450 + i,
      vatRate: i % 3 ? 21 : 10,
    })),
  );
  const url = verificationUrl('test', { issuerTaxId: issuer.taxId, number, issueDate: '2027-01-04', amountCents: priced.totalCents });
  return {
    kind,
    number,
    issueDate: '2027-01-04',
    dueDate: '2027-02-03',
    issuer,
    customer: {
      name: 'Náutica Verifactu S.L.',
      identity: { kind: 'NIF', number: 'B07000003', country: 'ES' },
      address: { line: 'Carrer del Moll 1', postalCode: '07001', city: 'Palma', region: 'Illes Balears', countryCode: 'ES' },
      email: 'nautica@example.com',
    },
    boatName: 'Sirena',
    jobTitle: 'Revisión anual',
    ...priced,
    rectifies:
      kind === 'rectifyingInvoice'
        ? { number: 'INV-2027-001', issueDate: '2027-01-02', reason: 'Precio de la mano de obra mal aplicado', method: 'SUBSTITUTION', cause: 'R1' }
        : null,
    verification: { url, modules: qrModules(url), legend: 'VERI*FACTU' },
  };
}

describe('the tax QR on the invoice PDF', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'mmt-invoice-qr-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const cases: { name: string; language: Language; document: BusinessDocument; marking?: string; pages?: number }[] = [
    { name: 'a short invoice in Spanish', language: 'es', document: invoice('invoice', 1, 'INV-2027-001') },
    { name: 'a long invoice in English, over two pages', language: 'en', document: invoice('invoice', 40, 'INV-2027-002'), pages: 2 },
    { name: 'a rectifying invoice in Spanish', language: 'es', document: invoice('rectifyingInvoice', 3, 'RECT-2027-001') },
    {
      name: 'the long legend, in Spanish',
      language: 'es',
      document: invoice('invoice', 2, 'INV-2027-003'),
      marking: 'Factura verificable en la sede electrónica de la AEAT',
    },
    { name: 'a test marking, in Spanish', language: 'es', document: invoice('invoice', 2, 'INV-2027-004'), marking: 'Pruebas: sin validez ante la AEAT' },
    {
      name: 'a test marking, in English',
      language: 'en',
      document: invoice('invoice', 2, 'INV-2027-005'),
      marking: 'Test invoice: not valid before the AEAT (Pruebas: sin validez ante la AEAT)',
    },
  ];

  it.each(cases)(
    '$name: the QR (30–40 mm, error correction M) is first, at the top, with 2 mm of blank on every side, and its texts are as large as any data',
    async ({ language, document: unmarked, marking, pages = 1 }) => {
      const texts = resources[language].invoice;
      const legendText = marking ?? texts.verifactu;
      const document = { ...unmarked, verification: { ...unmarked.verification!, legend: legendText } };
      const pdf = await renderDocumentPdf(document, { words: texts, language, portalUrl: 'https://example.com/app', cardPayments: true });
      const page = await rasterize(folder, pdf, 1);

      expect(await decodeQr(folder, page)).toEqual([document.verification!.url]);
      const box = qrBox(page);
      const [width, height] = [box.right - box.left + 1, box.bottom - box.top + 1];
      expect(Math.abs(width - height)).toBeLessThanOrEqual(1);
      expect(pxToMm(width)).toBeGreaterThanOrEqual(30);
      expect(pxToMm(width)).toBeLessThanOrEqual(40);
      // Module by module, the code printed is the URL's with error correction M.
      const modules = document.verification!.modules;
      expect(Math.round(width / box.module)).toBe(modules.length);
      const step = width / modules.length;
      const printed = modules.map((row, j) =>
        row.map((_, i) => page.pixels[Math.floor(box.top + (j + 0.5) * step) * page.width + Math.floor(box.left + (i + 0.5) * step)] < 128),
      );
      expect(printed).toEqual(modules);

      const margins = blankMargins(page, box);
      expect(Object.entries(margins).filter(([, blank]) => blank < MIN_MARGIN_PX)).toEqual([]);

      // First on the invoice, near the top margin: above it and beside it only its title and (far to the right) the document's number and dates.
      const toPoints = (px: number) => (px * 72) / DPI;
      const words = await wordsOf(folder, pdf, 1);
      expect(pxToMm(box.top)).toBeLessThan(35);
      const near = (word: Box) => word.left < toPoints(box.right) + 100;
      const title = words.filter((word) => word.top < toPoints(box.bottom) && near(word));
      expect(title.map(({ word }) => word).join(' ')).toBe(texts.qrTitle);
      // Under it, the legend, then the issuer's name.
      const issuerName = words.find(({ word, top }) => word === issuer.legalName.split(' ')[0] && top > toPoints(box.bottom))!;
      const legend = words.filter((word) => word.top > toPoints(box.bottom) && word.bottom <= issuerName.top && near(word));
      expect(legend.map(({ word }) => word).join(' ')).toBe(legendText);

      // Its texts at least as large as every datum (headings aside: the document's name, the issuer's).
      const headings = new Set([...texts[document.kind].toUpperCase().split(/\s+/), ...issuer.legalName.split(/\s+/)]);
      const data = words.filter((word) => !title.includes(word) && !legend.includes(word) && !headings.has(word.word));
      expect(Math.min(...[...title, ...legend].map(({ height }) => height))).toBeGreaterThanOrEqual(Math.max(...data.map(({ height }) => height)));

      // Once, on the first page only.
      expect(Number(/Pages:\s+(\d+)/.exec((await run('pdfinfo', [join(folder, 'document.pdf')])).stdout)![1])).toBe(pages);
      for (let next = 2; next <= pages; next++) expect(await decodeQr(folder, await rasterize(folder, pdf, next))).toEqual([]);
    },
  );
});
