import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import jpeg from 'jpeg-js';
import { DataSource } from 'typeorm';
import { toGlobalId } from '../common/relay/global-id.js';
import { drawnSignature, hostileSignatures, jpegDeclaring, photoWithMetadata, scanBomb, SECRETS } from '../testing/hostile-images.js';
import { pdfText } from '../testing/pdf-text.js';
import { createCustomerFixture, type CustomerFixture } from '../testing/portal-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const PHOTO = `mutation Photo($input: AddVisitPhotoInput!) { addVisitPhoto(input: $input) { photo { id width height url } } }`;
const SIGN = `mutation Sign($input: SignVisitInput!) { signVisit(input: $input) { visit { signature { signerName url } } } }`;
const START = `mutation Start($input: VisitIdInput!) { startVisit(input: $input) { visit { startedAt } } }`;

/** pdfkit's PNG decoder (its dependency, untyped): a second opinion on our PNGs. */
const PNG = createRequire(import.meta.url)('png-js') as new (data: Buffer) => {
  width: number;
  height: number;
  colorType: number;
  decodePixels(done: (pixels: Buffer) => void): void;
};

/** The pixels of a PNG, decoded by pdfkit's own PNG decoder (png-js), not ours. */
function pixelsOf(png: Buffer): Promise<{ width: number; height: number; colorType: number; pixels: Buffer }> {
  const image = new PNG(png);
  return new Promise((resolve) =>
    image.decodePixels((pixels: Buffer) => resolve({ width: image.width, height: image.height, colorType: image.colorType, pixels })),
  );
}

/** The markers of a JPEG's segments before its first scan. */
function markersOf(bytes: Buffer): number[] {
  const markers: number[] = [];
  for (let at = 2; at < bytes.length && bytes[at + 1] !== 0xda; at += 2 + bytes.readUInt16BE(at + 2)) markers.push(bytes[at + 1]);
  return markers;
}

/**
 * The outside probe's files (issue 36), sent as an attacker with a technician's account would, and
 * stored as they were before drawings were checked: each is refused with a field error the web
 * translates, or shown without harm, and the API answers /health all along.
 */
describe('hostile files: the API refuses them or shows them harmlessly, and stays up', () => {
  let api: TestApp;
  let db: DataSource;
  let owner: CustomerFixture;
  let technician: string;
  let customer: string;

  const fieldCodes = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    (response.errors?.[0].extensions?.fieldErrors as { code: string }[] | undefined)?.map((error) => error.code);
  const get = (path: string, token: string) => fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const healthy = async () => (await fetch(`${api.url}/health`)).status;
  /** A started visit of the technician's on a job of the customer's boat. */
  const startedVisit = async (title: string) => {
    const boatId = Number(Buffer.from(owner.boatIds[0], 'base64url').toString().split(':')[1]);
    const [{ id: job }]: { id: number }[] = await db.query(
      `INSERT INTO jobs (boat_id, title, description, status) VALUES ($1, $2, '', 'SCHEDULED') RETURNING id`,
      [boatId, title],
    );
    await db.query(`INSERT INTO job_status_changes (job_id, status, changed_at) VALUES ($1, 'SCHEDULED', now())`, [job]);
    const [{ id: visit }]: { id: number }[] = await db.query(
      `INSERT INTO visits (job_id, starts_at, ends_at, estimated_minutes) VALUES ($1, now(), now() + interval '1 hour', 60) RETURNING id`,
      [job],
    );
    await db.query(`INSERT INTO visit_technicians (visit_id, technician_id) SELECT $1, id FROM users WHERE email = 'tecnico@demo.com'`, [visit]);
    const visitId = toGlobalId('Visit', visit);
    expect((await api.graphql(START, { input: { visitId } }, { token: technician })).errors).toBeUndefined();
    return { job, visit, jobId: toGlobalId('Job', job), visitId };
  };
  const sign = (visitId: string, png: Buffer) =>
    api.graphql<{ signVisit: { visit: { signature: { url: string } } } }>(
      SIGN,
      { input: { visitId, signerName: 'Pere', pngBase64: png.toString('base64') } },
      { token: technician },
    );
  const sendPhoto = (visitId: string, bytes: Buffer) =>
    api.graphql<{ addVisitPhoto: { photo: { url: string; width: number; height: number } } }>(
      PHOTO,
      { input: { visitId, id: randomUUID(), jpegBase64: bytes.toString('base64') } },
      { token: technician },
    );

  beforeAll(async () => {
    api = await createTestApp();
    db = api.app.get(DataSource);
    owner = await createCustomerFixture(db, 'armador-hostil@example.com');
    technician = (await api.login('tecnico@demo.com', 'Tecnico123!')).token;
    customer = (await api.login(owner.email, owner.password)).token;
  });
  afterAll(() => api.close());

  it.each([
    ['bad compressed data', hostileSignatures.badCompressedData(), 'signatureInvalid'],
    ['a huge declared size', hostileSignatures.hugeDeclaredSize(), 'signatureTooLarge'],
    ['a length that claims 2 GB', hostileSignatures.lengthClaims2GB(), 'signatureInvalid'],
    ['garbage after the magic', hostileSignatures.garbageAfterMagic(), 'signatureInvalid'],
  ])('refuses a signature with %s with a field error; the visit stays unsigned and /health answers', async (_what, png, code) => {
    const { visitId } = await startedVisit(`Firma: ${_what}`);
    expect(fieldCodes(await sign(visitId, png))).toEqual([code]);
    const [stored]: { signed_at: Date | null }[] = await db.query(`SELECT signed_at FROM visits WHERE id = $1`, [
      Number(Buffer.from(visitId, 'base64url').toString().split(':')[1]),
    ]);
    expect(stored.signed_at).toBeNull();
    expect(await healthy()).toBe(200);
  });

  it('stores a drawn signature as our plain grey PNG, the same drawing on white; once signed, the signature is final', async () => {
    const { visit, visitId } = await startedVisit('Firma buena');
    const drawn = drawnSignature(300, 120);
    const signed = await sign(visitId, drawn);
    expect(signed.errors).toBeUndefined();
    const served = Buffer.from(await (await get(signed.data!.signVisit.visit.signature.url, customer)).arrayBuffer());
    expect(served.equals(drawn)).toBe(false);
    const stored = await pixelsOf(served);
    expect(stored).toMatchObject({ width: 300, height: 120, colorType: 0 });
    const original = await pixelsOf(drawn);
    // Every pixel: the stroke dark, the transparent background white.
    for (let i = 0; i < 300 * 120; i++) expect(stored.pixels[i]).toBe(original.pixels[i * 4 + 3] === 255 ? 20 : 255);

    const again = await sign(visitId, drawnSignature(200, 80));
    expect(fieldCodes(again)).toEqual(['alreadySigned']);
    const [row]: { signature_png: Buffer }[] = await db.query(`SELECT signature_png FROM visits WHERE id = $1`, [visit]);
    expect(row.signature_png.equals(served)).toBe(true);
  });

  it('of two signatures sent at once, keeps one and refuses the other', async () => {
    const { visitId } = await startedVisit('Firma doble');
    const answers = await Promise.all([sign(visitId, drawnSignature(300, 120)), sign(visitId, drawnSignature(200, 80))]);
    expect(answers.map((answer) => fieldCodes(answer)?.[0] ?? 'signed').sort()).toEqual(['alreadySigned', 'signed']);
  });

  it('answers the work report of a visit whose hostile signature was stored before drawings were checked, without its drawing; /health stays 200', async () => {
    for (const [what, png] of Object.entries(hostileSignatures)) {
      const { visit, jobId } = await startedVisit(`Parte: ${what}`);
      await db.query(`UPDATE visits SET signature_png = $2, signer_name = 'Pere', signed_at = now() WHERE id = $1`, [visit, png()]);
      const report = await get(`/jobs/${jobId}/work-report.pdf`, customer);
      expect([what, report.status]).toEqual([what, 200]);
      const text = await pdfText(Buffer.from(await report.arrayBuffer()));
      expect(text).toContain('El trazo de esta firma no se pudo leer');
      expect(text).toContain('Firmado por Pere');
      expect(await healthy()).toBe(200);
    }
  });

  it('answers a clear error for a work report that cannot be built (a stored photo pdfkit cannot read), and /health stays 200', async () => {
    const { visit, jobId } = await startedVisit('Parte imposible');
    await db.query(`INSERT INTO visit_photos (id, visit_id, jpeg, width, height) VALUES ($1, $2, $3, 10, 10)`, [
      randomUUID(),
      visit,
      Buffer.from('not an image at all'),
    ]);
    const report = await get(`/jobs/${jobId}/work-report.pdf`, customer);
    expect(report.status).toBe(500);
    expect(await report.json()).toEqual({
      error: { code: 'INTERNAL_SERVER_ERROR', reason: 'DOCUMENT_FAILED', message: 'The work report could not be made. Try again later.' },
    });
    expect(await healthy()).toBe(200);
  });

  it('keeps no EXIF, GPS position, XMP, ICC profile, comment or thumbnail of a photo, in the photo served nor in the work report', async () => {
    const { visitId, jobId } = await startedVisit('Foto con metadatos');
    const original = photoWithMetadata(800, 600);
    for (const secret of SECRETS) expect(original.includes(secret)).toBe(true);
    const stored = await sendPhoto(visitId, original);
    expect(stored.errors).toBeUndefined();
    expect(stored.data!.addVisitPhoto.photo).toMatchObject({ width: 800, height: 600 });
    const served = Buffer.from(await (await get(stored.data!.addVisitPhoto.photo.url, customer)).arrayBuffer());
    for (const secret of SECRETS) expect([secret, served.includes(secret)]).toEqual([secret, false]);
    // SOI's followers: a bare JFIF header, tables, the frame; no APP1 (EXIF, XMP), APP2 (ICC) nor COM.
    expect(markersOf(served).filter((marker) => (marker > 0xe0 && marker <= 0xef) || marker === 0xfe)).toEqual([]);
    expect(jpeg.decode(served, { useTArray: true })).toMatchObject({ width: 800, height: 600 });
    const report = Buffer.from(await (await get(`/jobs/${jobId}/work-report.pdf`, customer)).arrayBuffer());
    for (const secret of SECRETS) expect([secret, report.includes(secret)]).toEqual([secret, false]);
  });

  it('refuses a JPEG declaring 26 MP and a progressive JPEG of 17,061 scans from their headers; /health answers', async () => {
    const { visitId } = await startedVisit('Fotos hostiles');
    const bomb = scanBomb();
    expect(bomb.length).toBeLessThan(700 * 1024);
    const [huge, bombed] = await Promise.all([sendPhoto(visitId, jpegDeclaring(6000, 4400)), sendPhoto(visitId, bomb)]);
    expect(fieldCodes(huge)).toEqual(['photoTooManyPixels']);
    expect(fieldCodes(bombed)).toEqual(['photoTooManyScans']);
    expect(await healthy()).toBe(200);
  });

  it('re-encodes the signatures stored before drawings were checked, drops unreadable drawings (keeping who signed) and strips stored photos’ metadata', async () => {
    const { CheckedImages1767000000000 } = await import('../database/migrations/1767000000000-checked-images.js');
    const good = await startedVisit('Migración: buena');
    await db.query(`UPDATE visits SET signature_png = $2, signer_name = 'Pere', signed_at = now() WHERE id = $1`, [good.visit, drawnSignature(300, 120)]);
    const bad = await startedVisit('Migración: mala');
    await db.query(`UPDATE visits SET signature_png = $2, signer_name = 'Pere', signed_at = now() WHERE id = $1`, [
      bad.visit,
      hostileSignatures.badCompressedData(),
    ]);
    const photoId = randomUUID();
    await db.query(`INSERT INTO visit_photos (id, visit_id, jpeg, width, height) VALUES ($1, $2, $3, 800, 600)`, [
      photoId,
      good.visit,
      photoWithMetadata(800, 600),
    ]);

    const owners = await api.ownerDataSource();
    const runner = owners.createQueryRunner();
    try {
      await new CheckedImages1767000000000().up(runner);
    } finally {
      await runner.release();
    }

    const [kept]: { signature_png: Buffer }[] = await db.query(`SELECT signature_png FROM visits WHERE id = $1`, [good.visit]);
    expect(await pixelsOf(kept.signature_png)).toMatchObject({ width: 300, height: 120, colorType: 0 });
    const [dropped]: { signature_png: Buffer | null; signer_name: string; signed_at: Date | null }[] = await db.query(
      `SELECT signature_png, signer_name, signed_at FROM visits WHERE id = $1`,
      [bad.visit],
    );
    expect(dropped).toMatchObject({ signature_png: null, signer_name: 'Pere', signed_at: expect.any(Date) });
    const [photo]: { jpeg: Buffer }[] = await db.query(`SELECT jpeg FROM visit_photos WHERE id = $1`, [photoId]);
    for (const secret of SECRETS) expect([secret, photo.jpeg.includes(secret)]).toEqual([secret, false]);
    expect(jpeg.decode(photo.jpeg, { useTArray: true })).toMatchObject({ width: 800, height: 600 });
  });
});
