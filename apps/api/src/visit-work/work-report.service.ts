import type { Language } from '@mmt/i18n';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Viewer } from '../common/viewer.js';
import { JobsService } from '../jobs/jobs.service.js';
import { BusinessTexts } from '../texts/business-texts.js';
import { isPlainSignaturePng } from './signature-png.js';
import { renderWorkReportPdf, type WorkReportVisit } from './work-report-pdf.js';

/**
 * A job's work report (parte de trabajo) as a PDF, for the admins and the job's customer. Built
 * from what was checked when it came in: photos re-encoded by us, signatures in our plain PNG.
 */
@Injectable()
export class WorkReportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly texts: BusinessTexts,
  ) {}

  /** Null when the viewer may not read the job (a technician reads visits, not jobs). */
  async pdfFor(viewer: Viewer, jobId: number, language: Language | null): Promise<{ pdf: Buffer; name: string } | null> {
    const job = await this.jobs.findVisible(viewer, jobId);
    if (!job) return null;
    const db = this.dataSource.manager;
    const [owner]: { name: string; language: Language; boatName: string }[] = await db.query(
      `SELECT u.name, u.language, b.name AS "boatName" FROM boats b JOIN users u ON u.id = b.owner_id WHERE b.id = $1`,
      [job.boatId],
    );
    const visits: (Omit<WorkReportVisit, 'notes' | 'parts' | 'photos' | 'signature' | 'minutes'> & { id: number; signaturePng: Buffer | null; signerName: string | null; signedAt: Date | null })[] = await db.query(
      `SELECT v.id, v.starts_at AS "startsAt", v.ends_at AS "endsAt", v.signature_png AS "signaturePng", v.signer_name AS "signerName", v.signed_at AS "signedAt",
              coalesce((SELECT array_agg(t.name ORDER BY t.name) FROM visit_technicians vt JOIN users t ON t.id = vt.technician_id WHERE vt.visit_id = v.id), '{}') AS technicians
         FROM visits v WHERE v.job_id = $1 ORDER BY v.starts_at, v.id`,
      [job.id],
    );
    const ids = visits.map((visit) => visit.id);
    // The office's notes stay in the office: the report is the customer's.
    const entries: { visitId: number; kind: string; text: string; minutes: number | null; quantity: string | null }[] = await db.query(
      `SELECT visit_id AS "visitId", kind, text, minutes, quantity FROM visit_entries WHERE visit_id = ANY($1) AND NOT (kind = 'NOTE' AND audience = 'OFFICE') ORDER BY created_at, id`,
      [ids],
    );
    const photos: { visitId: number; jpeg: Buffer }[] = await db.query(`SELECT visit_id AS "visitId", jpeg FROM visit_photos WHERE visit_id = ANY($1) ORDER BY created_at, id`, [ids]);
    const reportLanguage = language ?? owner.language;
    const pdf = await renderWorkReportPdf(
      {
        company: await this.texts.company(),
        customerName: owner.name,
        boatName: owner.boatName,
        jobTitle: job.title,
        jobDescription: job.description,
        visits: visits.map((visit) => {
          const own = entries.filter((entry) => entry.visitId === visit.id);
          return {
            startsAt: visit.startsAt,
            endsAt: visit.endsAt,
            technicians: visit.technicians,
            notes: own.filter((entry) => entry.kind === 'NOTE').map((entry) => entry.text),
            minutes: own.reduce((sum, entry) => sum + (entry.minutes ?? 0), 0),
            parts: own.filter((entry) => entry.kind === 'PART').map((entry) => ({ text: entry.text, quantity: Number(entry.quantity) })),
            photos: photos.filter((photo) => photo.visitId === visit.id).map((photo) => photo.jpeg),
            // pdfkit gets only a drawing in the plain form we write (it embeds it as it is, inflating nothing).
            signature: visit.signedAt ? { png: visit.signaturePng && isPlainSignaturePng(visit.signaturePng) ? visit.signaturePng : null, signerName: visit.signerName ?? '', signedAt: visit.signedAt } : null,
          };
        }),
      },
      await this.texts.texts('invoice', reportLanguage),
      reportLanguage,
    );
    return { pdf, name: `${reportLanguage === 'es' ? 'parte-de-trabajo' : 'work-report'}-${job.id}` };
  }
}
