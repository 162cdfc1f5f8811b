import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Language } from '@mmt/i18n';
import jpeg from 'jpeg-js';
import { DataSource } from 'typeorm';
import { toGlobalId } from '../common/relay/global-id.js';
import type { Viewer } from '../common/viewer.js';
import { createCustomerFixture, type CustomerFixture } from '../testing/portal-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import type { Rect } from './work-report-layout.js';
import { WorkReportService } from './work-report.service.js';

const run = promisify(execFile);
const ENTRY = `mutation Entry($input: AddVisitEntryInput!) { addVisitEntry(input: $input) { entry { id } } }`;
const PHOTO = `mutation Photo($input: AddVisitPhotoInput!) { addVisitPhoto(input: $input) { photo { id } } }`;
const START = `mutation Start($input: VisitIdInput!) { startVisit(input: $input) { visit { id } } }`;
const FINISH = `mutation Finish($input: FinishVisitInput!) { finishVisit(input: $input) { visit { id } } }`;
const SIGN = `mutation Sign($input: SignVisitInput!) { signVisit(input: $input) { visit { id } } }`;
const CUSTOMER_NOTE = 'Cambiado el fusible de la sonda; probado en marcha.';
/** Notes long enough to wrap, and enough of them to push the photos' grid across a page break. */
const LONGER_NOTES = Array.from(
  { length: 5 },
  (_, index) =>
    `Punto ${index + 1}: revisado el cableado NMEA 2000 del puente, con la resistencia de terminación medida en ambos extremos, los conectores limpiados y sellados, y la alimentación comprobada con el motor en marcha y parado.`,
);
const OFFICE_NOTE = 'Cliente moroso, cobrar antes de la próxima visita.';

/** A camera-like photo: landscape, portrait and a small one (which must not be enlarged), in turn. */
function photo(index: number): string {
  const [width, height] = [
    [640, 480],
    [360, 640],
    [90, 60],
  ][index % 3];
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([(i / 4) % 255, (index * 40) % 255, 160, 255], i);
  return Buffer.from(jpeg.encode({ width, height, data }, 60).data).toString('base64');
}

/** A drawn signature: a grey 8-bit PNG, white with a dark diagonal stroke. */
function signaturePng(width: number, height: number): string {
  const rows = Buffer.alloc((width + 1) * height, 255);
  for (let y = 0; y < height; y++) {
    rows[y * (width + 1)] = 0;
    for (let x = 0; x < width; x++) if (Math.abs((x * height) / width - y) < 3) rows[y * (width + 1) + 1 + x] = 20;
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  const magic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([magic, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]).toString('base64');
}

interface Page {
  width: number;
  height: number;
  blocks: Rect[];
}

/** The pages of a PDF and their text blocks, as poppler's `pdftotext -bbox-layout` reads them. */
async function textBlocks(file: string): Promise<Page[]> {
  const { stdout } = await run('pdftotext', ['-bbox-layout', file, '-']);
  const pages = [...stdout.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)];
  return pages.map(([, width, height, content]) => ({
    width: Number(width),
    height: Number(height),
    blocks: [...content.matchAll(/<block xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">/g)].map(([, x0, y0, x1, y1]) => ({
      x: Number(x0),
      y: Number(y0),
      width: Number(x1) - Number(x0),
      height: Number(y1) - Number(y0),
    })),
  }));
}

/** Images per page (1 first), as `pdfimages -list` counts them (their soft masks left out). */
async function imagesPerPage(file: string): Promise<Record<number, number>> {
  const { stdout } = await run('pdfimages', ['-list', file]);
  const counts: Record<number, number> = {};
  for (const line of stdout.split('\n').slice(2)) {
    const [page, , type] = line.trim().split(/\s+/);
    if (type === 'image') counts[Number(page)] = (counts[Number(page)] ?? 0) + 1;
  }
  return counts;
}

/** Whether two rectangles share any area (touching edges do not). */
const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every pair of a list that overlaps, described for the failure message. */
function overlapsOf(kind: string, rects: Rect[], others: Rect[] | null): string[] {
  const found: string[] = [];
  rects.forEach((a, i) => {
    for (const [j, b] of (others ?? rects).entries()) {
      if ((others || j > i) && overlap(a, b)) found.push(`${kind}: ${JSON.stringify(a)} × ${JSON.stringify(b)}`);
    }
  });
  return found;
}

describe('the work report’s layout: visits in sections, photos in a grid, the signature in a box, nothing overlapping', () => {
  let api: TestApp;
  let db: DataSource;
  let owner: CustomerFixture;
  let technician: string;
  let dir: string;
  const jobs: Record<number, number> = {};

  const as = async (query: string, input: Record<string, unknown>) => {
    const answer = await api.graphql(query, { input }, { token: technician });
    expect(answer.errors).toBeUndefined();
  };

  /** A job of two visits of the demo technician: today's, worked, with `photos` photos and signed; tomorrow's, booked. */
  const jobWithPhotos = async (photos: number) => {
    const boatId = Number(Buffer.from(owner.boatIds[0], 'base64url').toString().split(':')[1]);
    const [{ id: job }]: { id: number }[] = await db.query(
      `INSERT INTO jobs (boat_id, title, description, status) VALUES ($1, $2, 'Revisión de la electrónica del puente', 'SCHEDULED') RETURNING id`,
      [boatId, `Electrónica con ${photos} fotos`],
    );
    const visits: { id: number }[] = await db.query(
      `INSERT INTO visits (job_id, starts_at, ends_at, estimated_minutes)
       VALUES ($1, now(), now() + interval '2 hours', 120), ($1, now() + interval '1 day', now() + interval '26 hours', 120) RETURNING id`,
      [job],
    );
    await db.query(`INSERT INTO visit_technicians (visit_id, technician_id) SELECT v, id FROM users, unnest($1::int[]) v WHERE email = 'tecnico@demo.com'`, [
      visits.map((visit) => visit.id),
    ]);
    const visitId = toGlobalId('Visit', visits[0].id);
    await as(START, { visitId });
    await as(ENTRY, { visitId, id: randomUUID(), kind: 'NOTE', audience: 'CUSTOMER', text: CUSTOMER_NOTE });
    for (const text of LONGER_NOTES) await as(ENTRY, { visitId, id: randomUUID(), kind: 'NOTE', audience: 'CUSTOMER', text });
    await as(ENTRY, { visitId, id: randomUUID(), kind: 'NOTE', audience: 'OFFICE', text: OFFICE_NOTE });
    await as(ENTRY, { visitId, id: randomUUID(), kind: 'HOURS', minutes: 135 });
    await as(ENTRY, { visitId, id: randomUUID(), kind: 'PART', text: 'Fusible ATO 5 A', quantity: 2, unitPriceCents: 120, vatRate: 21 });
    for (let index = 0; index < photos; index++) await as(PHOTO, { visitId, id: randomUUID(), jpegBase64: photo(index) });
    await as(SIGN, { visitId, signerName: 'Pere Armador', pngBase64: signaturePng(480, 160) });
    await as(FINISH, { visitId, completeJob: false });
    return job;
  };

  beforeAll(async () => {
    api = await createTestApp();
    db = api.app.get(DataSource);
    technician = (await api.login('tecnico@demo.com', 'Tecnico123!')).token;
    owner = await createCustomerFixture(db, 'parte@example.com');
    for (const photos of [0, 1, 7]) jobs[photos] = await jobWithPhotos(photos);
    // The report without photos has a signature whose drawing could not be kept (one from before drawings were checked).
    await db.query(`UPDATE visits SET signature_png = '\\x00' WHERE job_id = $1 AND signed_at IS NOT NULL`, [jobs[0]]);
    dir = process.env.WORK_REPORT_PDF_DIR ?? (await mkdtemp(join(tmpdir(), 'work-report-')));
  });
  afterAll(async () => {
    await api.close();
    if (!process.env.WORK_REPORT_PDF_DIR) await rm(dir, { recursive: true, force: true });
  });

  describe.each([
    [0, false],
    [1, true],
    [7, true],
  ])('with %i photos (the signature drawn: %s)', (photos, drawn) => {
    it.each<[Language, string, string]>([
      ['es', 'Sin firmar', 'foto de las'],
      ['en', 'Not signed', 'taken at'],
    ])('in %s, lays every text block and image apart on every page, and tells the customer’s notes only', async (language, unsigned, caption) => {
      const viewer: Viewer = { id: owner.userId, role: 'customer', sessionId: 'test', name: 'Pere Armador', email: owner.email, account: null };
      const report = (await api.app.get(WorkReportService).pdfFor(viewer, jobs[photos], language))!;
      const file = join(dir, `${language}-${photos}.pdf`);
      await writeFile(file, report.pdf);
      const pages = await textBlocks(file);
      const counted = await imagesPerPage(file);

      // The photos and the signature's drawing, each on the page poppler finds it on.
      expect(report.images).toHaveLength(photos + (drawn ? 1 : 0));
      const perPage: Record<number, number> = {};
      for (const image of report.images) perPage[image.page] = (perPage[image.page] ?? 0) + 1;
      expect(counted).toEqual(perPage);

      const problems = pages.flatMap((page, index) => {
        const images = report.images.filter((image) => image.page === index + 1);
        const outside = [...page.blocks, ...images].filter(
          (rect) => rect.x < 0 || rect.y < 0 || rect.x + rect.width > page.width || rect.y + rect.height > page.height,
        );
        return [
          ...overlapsOf(`page ${index + 1} text/text`, page.blocks, null),
          ...overlapsOf(`page ${index + 1} image/image`, images, null),
          ...overlapsOf(`page ${index + 1} text/image`, page.blocks, images),
          ...outside.map((rect) => `page ${index + 1} off the page: ${JSON.stringify(rect)}`),
        ];
      });
      expect(problems).toEqual([]);
      // Every text block was found (a parse that found none would pass the check above).
      expect(pages.every((page) => page.blocks.length > 0)).toBe(true);

      const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
      const text = stdout.replace(/\s+/g, ' ');
      for (const note of [CUSTOMER_NOTE, ...LONGER_NOTES]) expect(text).toContain(note);
      expect(text).not.toContain(OFFICE_NOTE.slice(0, 20));
      expect(text).toContain(language === 'es' ? 'Firmado por Pere Armador' : 'Signed by Pere Armador');
      if (!drawn) expect(text).toContain(language === 'es' ? 'El trazo de esta firma no se pudo leer' : 'The drawing of this signature could not be read');
      // Tomorrow's visit: booked and not signed.
      expect(text).toContain(unsigned);
      expect(text).toContain(language === 'es' ? 'Estado: Terminada' : 'State: Finished');
      expect(text).toContain(language === 'es' ? 'Estado: Programada' : 'State: Booked');
      expect(text.split(caption).length - 1).toBe(photos);
      // Photos never drawn larger than they are (the small one is 90×60).
      for (const image of report.images) expect(image.width <= 640 && image.height <= 640).toBe(true);
      if (photos >= 3) expect(report.images.filter((image) => image.width === 90 && image.height === 60)).toHaveLength(Math.floor(photos / 3));
      // The grid flows onto a new page (what the notes above it are there for).
      if (photos === 7) expect(new Set(report.images.slice(0, photos).map((image) => image.page)).size).toBeGreaterThan(1);
      process.stdout.write(`${language} ${photos} photos: ${pages.length} pages\n`);
    });
  });
});
