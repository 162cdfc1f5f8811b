import type { Language } from '@mmt/i18n';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BoatsService } from '../boats/boats.service.js';
import type { Viewer } from '../common/viewer.js';
import { JobsService } from '../jobs/jobs.service.js';
import { visitStateOf } from '../schedule/models/visit.model.js';
import { ScheduleService } from '../schedule/schedule.service.js';
import { UsersService } from '../users/users.service.js';
import { BusinessTexts } from '../texts/business-texts.js';
import { isPlainSignaturePng } from './signature-png.js';
import { type DrawnImage, renderWorkReportPdf } from './work-report-pdf.js';

/**
 * A job's work report (parte de trabajo) as a PDF, for the admins and the job's customer. Built
 * from what was checked when it came in: photos re-encoded by us, signatures in our plain PNG.
 */
@Injectable()
export class WorkReportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly boats: BoatsService,
    private readonly users: UsersService,
    private readonly schedule: ScheduleService,
    private readonly texts: BusinessTexts,
  ) {}

  /** Null when the viewer may not read the job (a technician reads visits, not jobs). */
  async pdfFor(viewer: Viewer, jobId: number, language: Language | null): Promise<{ pdf: Buffer; name: string; images: DrawnImage[] } | null> {
    const job = await this.jobs.findVisible(viewer, jobId);
    if (!job) return null;
    const db = this.dataSource.manager;
    // The job is the viewer's to read, so is its boat.
    const boat = (await this.boats.findVisible(viewer, job.boatId))!;
    const owner = (await this.users.findById(boat.ownerId))!;
    const visits = await this.schedule.workReportVisitsOf(job.id);
    const ids = visits.map((visit) => visit.id);
    // The office's notes stay in the office: the report is the customer's.
    const entries: { visitId: number; kind: string; text: string; minutes: number | null; quantity: string | null }[] = await db.query(
      `SELECT visit_id AS "visitId", kind, text, minutes, quantity FROM visit_entries WHERE visit_id = ANY($1) AND NOT (kind = 'NOTE' AND audience = 'OFFICE') ORDER BY created_at, id`,
      [ids],
    );
    const photos: { visitId: number; jpeg: Buffer; width: number; height: number; takenAt: Date }[] = await db.query(
      `SELECT visit_id AS "visitId", jpeg, width, height, created_at AS "takenAt" FROM visit_photos WHERE visit_id = ANY($1) ORDER BY created_at, id`,
      [ids],
    );
    const reportLanguage = language ?? owner.language;
    const { pdf, images } = await renderWorkReportPdf(
      {
        company: await this.texts.company(),
        customerName: owner.name,
        boatName: boat.name,
        jobTitle: job.title,
        jobDescription: job.description,
        visits: visits.map((visit) => {
          const own = entries.filter((entry) => entry.visitId === visit.id);
          return {
            startsAt: visit.startsAt,
            endsAt: visit.endsAt,
            state: visitStateOf(visit),
            technicians: visit.technicians,
            notes: own.filter((entry) => entry.kind === 'NOTE').map((entry) => entry.text),
            minutes: own.reduce((sum, entry) => sum + (entry.minutes ?? 0), 0),
            parts: own.filter((entry) => entry.kind === 'PART').map((entry) => ({ text: entry.text, quantity: Number(entry.quantity) })),
            photos: photos.filter((photo) => photo.visitId === visit.id),
            // pdfkit gets only a drawing in the plain form we write (it embeds it as it is, inflating nothing).
            signature: visit.signedAt
              ? {
                  png: visit.signaturePng && isPlainSignaturePng(visit.signaturePng) ? visit.signaturePng : null,
                  signerName: visit.signerName ?? '',
                  signedAt: visit.signedAt,
                }
              : null,
          };
        }),
      },
      await this.texts.texts('invoice', reportLanguage),
      reportLanguage,
    );
    return { pdf, images, name: `${reportLanguage === 'es' ? 'parte-de-trabajo' : 'work-report'}-${job.id}` };
  }
}
