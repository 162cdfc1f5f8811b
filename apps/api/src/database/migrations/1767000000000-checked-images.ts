import { Logger } from '@nestjs/common';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { withoutMetadata } from '../../visit-work/photo-jpeg.js';
import { plainSignaturePng, SignatureRefused } from '../../visit-work/signature-png.js';

const BATCH = 100;
const logger = new Logger('Migration');

/**
 * What was stored before images were checked becomes what is stored now. Signatures: each drawing
 * decoded within the limits and written again as our plain PNG, the only form the work report
 * gives pdfkit; one that cannot be read (a hostile file from before) loses its drawing, keeping who
 * signed and when. Photos: their metadata dropped (EXIF, GPS position, comments), the pixels kept
 * as they were (they were already re-encoded, only with the original's metadata copied back in).
 * In batches, each row read once. Decoding here is synchronous: a drawing's limits keep it to
 * milliseconds. Not undone by `down` (the originals are not kept).
 */
export class CheckedImages1767000000000 implements MigrationInterface {
  name = 'CheckedImages1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    let afterVisit = 0;
    for (;;) {
      const visits: { id: number; signature_png: Buffer }[] = await queryRunner.query(
        `SELECT id, signature_png FROM visits WHERE signature_png IS NOT NULL AND id > $1 ORDER BY id LIMIT ${BATCH}`,
        [afterVisit],
      );
      if (!visits.length) break;
      for (const visit of visits) {
        let plain: Buffer | null;
        try {
          plain = plainSignaturePng(visit.signature_png).png;
        } catch (error) {
          if (!(error instanceof SignatureRefused)) throw error;
          logger.warn({ msg: 'signature drawing unreadable: dropped, the signer and date kept', visitId: visit.id, reason: error.message });
          plain = null;
        }
        await queryRunner.query(`UPDATE visits SET signature_png = $2 WHERE id = $1`, [visit.id, plain]);
      }
      afterVisit = visits[visits.length - 1].id;
    }

    let afterPhoto = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const photos: { id: string; jpeg: Buffer }[] = await queryRunner.query(`SELECT id, jpeg FROM visit_photos WHERE id > $1 ORDER BY id LIMIT ${BATCH}`, [
        afterPhoto,
      ]);
      if (!photos.length) break;
      for (const photo of photos) {
        const clean = withoutMetadata(photo.jpeg);
        if (clean && !clean.equals(photo.jpeg)) await queryRunner.query(`UPDATE visit_photos SET jpeg = $2 WHERE id = $1`, [photo.id, clean]);
        else if (!clean) logger.warn({ msg: 'stored photo unreadable: left as it is', photoId: photo.id });
      }
      afterPhoto = photos[photos.length - 1].id;
    }
  }

  async down(): Promise<void> {
    // Nothing to undo: the checked images stay valid under the previous version.
  }
}
