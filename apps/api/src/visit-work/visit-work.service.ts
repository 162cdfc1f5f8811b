import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { DEFAULT_VAT_RATE } from '@mmt/billing';
import { Clock } from '../common/clock.js';
import { badUserInput, conflict, graphQLError, notFound } from '../common/errors/graphql-errors.js';
import { PerRequest } from '../common/per-request.js';
import { workBoundsError } from '../common/validation/money.js';
import { intLocalId, toGlobalId } from '../common/relay/global-id.js';
import type { Viewer } from '../common/viewer.js';
import { JobsService } from '../jobs/jobs.service.js';
import type { VisitRow } from '../schedule/models/visit.model.js';
import { ScheduleService } from '../schedule/schedule.service.js';
import type { AddVisitEntryInput, AddVisitPhotoInput, FinishVisitInput, SignVisitInput, UpdateVisitEntryInput } from './dto/visit-work.input.js';
import { ChecklistItemEntity } from './entities/checklist-item.entity.js';
import { PartEntity } from './entities/part.entity.js';
import { VisitEntryEntity } from './entities/visit-entry.entity.js';
import { VisitPhotoEntity } from './entities/visit-photo.entity.js';
import { imagePool, ImagesBusy, ImageTooCostly } from './image-pool.js';
import { PhotoRefused, processPhoto } from './photo-processing.js';
import { UNLABELLED, VisitInvoiceLines } from './invoice-lines.js';
import { MAX_SIGNATURE_PIXELS, MAX_SIGNATURE_SIDE } from './signature-png.js';

/** The largest signature drawing accepted. */
const MAX_SIGNATURE_BYTES = 300 * 1024;
const SIGNATURE_REFUSALS: Record<string, string> = {
  signatureInvalid: 'The signature must be a PNG drawing of at most 300 KB',
  signatureTooLarge: `The signature must be at most ${MAX_SIGNATURE_SIDE} pixels a side and ${MAX_SIGNATURE_PIXELS / 1_000_000} megapixel in all`,
};
const signatureRefused = (code: string) => badUserInput([{ field: 'pngBase64', code, message: SIGNATURE_REFUSALS[code] }]);
const alreadySigned = () =>
  badUserInput([{ field: 'visitId', code: 'alreadySigned', message: 'This visit is already signed: a signature, once collected, is final' }]);

/** Image work refused only because the pool's line is full: a clear 'try again' (clients retry on this code), never a refusal of the image. */
async function unlessBusy<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ImagesBusy) throw graphQLError('TOO_MANY_REQUESTS', error.message, { reason: 'IMAGES_BUSY', retryAfterSeconds: 5 });
    throw error;
  }
}
/** A photo without its bytes (lists and payloads). */
const PHOTO_COLUMNS = { id: true, visitId: true, width: true, height: true, createdAt: true } as const;

const groupBy = <T, K>(keys: readonly K[], rows: T[], keyOf: (row: T) => K): T[][] => keys.map((key) => rows.filter((row) => keyOf(row) === key));

/**
 * What technicians do aboard: start and finish a visit (moving its job), notes, hours, parts and
 * photos (each stored once under the id the phone gave it), the customer's signature, the job's
 * checklist. Every write goes through a visit the viewer may read (schedule.service's rule: an
 * admin any, a technician only theirs).
 */
@Injectable()
export class VisitWorkService {
  private readonly loaders = new PerRequest(() => ({
    entries: new DataLoader(async (visitIds: readonly number[]) =>
      groupBy(
        visitIds,
        await this.dataSource.getRepository(VisitEntryEntity).find({ where: { visitId: In([...visitIds]) }, order: { createdAt: 'ASC', id: 'ASC' } }),
        (row) => row.visitId,
      ),
    ),
    photos: new DataLoader(async (visitIds: readonly number[]) =>
      groupBy(
        visitIds,
        await this.dataSource
          .getRepository(VisitPhotoEntity)
          .find({ select: PHOTO_COLUMNS, where: { visitId: In([...visitIds]) }, order: { createdAt: 'ASC', id: 'ASC' } }),
        (row) => row.visitId,
      ),
    ),
    checklists: new DataLoader(async (jobIds: readonly number[]) =>
      groupBy(
        jobIds,
        await this.dataSource.getRepository(ChecklistItemEntity).find({ where: { jobId: In([...jobIds]) }, order: { position: 'ASC' } }),
        (row) => row.jobId,
      ),
    ),
  }));

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly schedule: ScheduleService,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
    private readonly invoiceLines: VisitInvoiceLines,
  ) {}

  /** The visit, when the viewer may read it; NOT_FOUND otherwise (another technician's looks missing). */
  async visit(viewer: Viewer, visitGlobalId: string): Promise<VisitRow> {
    const id = intLocalId(visitGlobalId, 'Visit');
    const row = id === null ? null : await this.schedule.findVisible(viewer, id);
    if (!row) throw notFound('Visit not found');
    return row;
  }

  /** The work begins: the job goes En progreso (its customer is told, as when an admin moves it). */
  async start(viewer: Viewer, visitGlobalId: string): Promise<VisitRow> {
    const found = await this.visit(viewer, visitGlobalId);
    // Sent again (the offline queue after a lost answer): started already, nothing more to do.
    if (found.startedAt) return found;
    const visit = this.open(found);
    const mark = (manager: EntityManager) => this.schedule.markStarted(manager, visit.id, new Date(this.clock.now()));
    // A visit kept when its job was completed is worked without moving the job back.
    if (visit.jobStatus === 'IN_PROGRESS' || visit.jobStatus === 'COMPLETED') await mark(this.dataSource.manager);
    else await this.jobs.updateStatus(viewer, toGlobalId('Job', visit.jobId), 'IN_PROGRESS', undefined, mark);
    return this.visit(viewer, visitGlobalId);
  }

  /** The work aboard ends; with `completeJob`, the job too (Completado, the customer told). */
  async finish(viewer: Viewer, input: FinishVisitInput): Promise<VisitRow> {
    const found = await this.visit(viewer, input.visitId);
    // Sent again: the first finish stands (its time, and the job it may have completed).
    if (found.finishedAt) return found;
    const visit = this.open(found);
    if (!visit.startedAt) throw badUserInput([{ field: 'visitId', code: 'visitNotStarted', message: 'Start the visit first' }]);
    const mark = (manager: EntityManager) => this.schedule.markFinished(manager, visit.id, new Date(this.clock.now()));
    // The job's other visits not finished are called off with it, as the technician completes it.
    if (input.completeJob && visit.jobStatus !== 'COMPLETED')
      await this.jobs.updateStatus(viewer, toGlobalId('Job', visit.jobId), 'COMPLETED', undefined, mark, 'CANCEL');
    else await mark(this.dataSource.manager);
    return this.visit(viewer, input.visitId);
  }

  /**
   * The customer's signature: the drawing checked and re-encoded in the image pool (only our own
   * plain PNG is stored, never the bytes sent). Once collected it is final: signing again is
   * refused, and of two signatures sent at once one is kept.
   */
  async sign(viewer: Viewer, input: SignVisitInput): Promise<VisitRow> {
    const found = await this.visit(viewer, input.visitId);
    if (found.signedAt) {
      if (input.id && (await this.schedule.signatureIdOf(found.id)) === input.id) return found;
      throw alreadySigned();
    }
    const visit = this.open(found);
    const sent = Buffer.from(input.pngBase64, 'base64');
    if (sent.length > MAX_SIGNATURE_BYTES) throw signatureRefused('signatureInvalid');
    const answer = await unlessBusy(() => imagePool.run({ kind: 'signature', bytes: sent })).catch((error: unknown) => {
      throw error instanceof ImageTooCostly ? signatureRefused('signatureInvalid') : error;
    });
    if ('refused' in answer) throw signatureRefused(answer.refused);
    const signed = await this.schedule.recordSignature(visit.id, {
      png: Buffer.from(answer.image),
      signerName: input.signerName,
      signedAt: new Date(this.clock.now()),
      id: input.id ?? null,
    });
    if (!signed) throw alreadySigned();
    return this.visit(viewer, input.visitId);
  }

  /** A note, hours or a part; the same id again returns the entry stored the first time. */
  async addEntry(viewer: Viewer, input: AddVisitEntryInput): Promise<VisitEntryEntity> {
    const visit = this.open(await this.visit(viewer, input.visitId));
    const repository = this.dataSource.getRepository(VisitEntryEntity);
    const stored = await repository.findOneBy({ id: input.id });
    if (stored) return this.sameVisit(stored, visit);
    const fields = await this.entryFields(input);
    await this.dataSource.transaction(async (manager) => {
      const priced = input.kind !== 'NOTE';
      // One priced entry of a job at a time: two sent at once cannot both pass the bound below.
      if (priced) await this.jobs.lock(manager, visit.jobId);
      await manager
        .createQueryBuilder(VisitEntryEntity, 'entry')
        .insert()
        .values({ ...fields, id: input.id, visitId: visit.id, kind: input.kind, createdBy: viewer.id })
        .orIgnore()
        .execute();
      // The job's work, this entry included, still fits in one invoice (its draft lines, as invoiced).
      const tooMuch =
        priced && workBoundsError(await this.invoiceLines.ofJob(manager, visit.jobId, UNLABELLED), input.kind === 'PART' ? 'quantity' : 'minutes');
      if (tooMuch) throw badUserInput([tooMuch]);
    });
    return this.sameVisit(await repository.findOneByOrFail({ id: input.id }), visit);
  }

  /**
   * A correction of an entry while its visit is not finished (after that the office corrects).
   * Only its kind's fields change; a price-list part keeps the list's name and price.
   */
  async updateEntry(viewer: Viewer, input: UpdateVisitEntryInput): Promise<VisitEntryEntity> {
    const { entry, visit } = await this.editableEntry(viewer, input.id);
    const changes: Partial<VisitEntryEntity> =
      entry.kind === 'NOTE'
        ? { text: input.text ?? entry.text, audience: input.audience ?? entry.audience }
        : entry.kind === 'HOURS'
          ? { minutes: input.minutes ?? entry.minutes }
          : { quantity: input.quantity ?? entry.quantity, text: entry.partId === null ? (input.text ?? entry.text) : entry.text };
    await this.dataSource.transaction(async (manager) => {
      // As when added: one priced change of a job at a time, and its work still fits in one invoice.
      if (entry.kind !== 'NOTE') await this.jobs.lock(manager, visit.jobId);
      await manager.update(VisitEntryEntity, { id: entry.id }, changes);
      const tooMuch =
        entry.kind !== 'NOTE' &&
        workBoundsError(await this.invoiceLines.ofJob(manager, visit.jobId, UNLABELLED), entry.kind === 'PART' ? 'quantity' : 'minutes');
      if (tooMuch) throw badUserInput([tooMuch]);
    });
    return this.dataSource.getRepository(VisitEntryEntity).findOneByOrFail({ id: entry.id });
  }

  /** Removes an entry while its visit is not finished; one already gone is not an error (a queued removal sent twice). */
  async removeEntry(viewer: Viewer, id: string): Promise<string> {
    if (!(await this.dataSource.getRepository(VisitEntryEntity).existsBy({ id }))) return id;
    const { entry } = await this.editableEntry(viewer, id);
    await this.dataSource.getRepository(VisitEntryEntity).delete({ id: entry.id });
    return id;
  }

  /** A photo, re-encoded and resized; the same id again returns the one stored the first time. */
  async addPhoto(viewer: Viewer, input: AddVisitPhotoInput): Promise<VisitPhotoEntity> {
    const visit = this.open(await this.visit(viewer, input.visitId));
    const repository = this.dataSource.getRepository(VisitPhotoEntity);
    const stored = await repository.findOne({ select: PHOTO_COLUMNS, where: { id: input.id } });
    if (stored) return this.sameVisit(stored, visit);
    let photo: Awaited<ReturnType<typeof processPhoto>>;
    try {
      photo = await unlessBusy(() => processPhoto(Buffer.from(input.jpegBase64, 'base64')));
    } catch (error) {
      if (error instanceof PhotoRefused) throw badUserInput([{ field: 'jpegBase64', code: error.code, message: error.message }]);
      throw error;
    }
    await repository
      .createQueryBuilder()
      .insert()
      .values({ ...photo, id: input.id, visitId: visit.id, createdBy: viewer.id })
      .orIgnore()
      .execute();
    return this.sameVisit(await repository.findOneOrFail({ select: PHOTO_COLUMNS, where: { id: input.id } }), visit);
  }

  /** A photo's JPEG for a viewer who may read its visit; null otherwise. */
  async photoFor(viewer: Viewer, id: string): Promise<Buffer | null> {
    const photo = await this.dataSource.getRepository(VisitPhotoEntity).findOne({ select: { visitId: true, jpeg: true }, where: { id } });
    return photo && (await this.schedule.findVisible(viewer, photo.visitId)) ? photo.jpeg : null;
  }

  /** A visit's signature drawing for a viewer who may read the visit; null otherwise. */
  async signatureFor(viewer: Viewer, visitGlobalId: string): Promise<Buffer | null> {
    const id = intLocalId(visitGlobalId, 'Visit');
    if (id === null || !(await this.schedule.findVisible(viewer, id))) return null;
    return this.schedule.signatureOf(id);
  }

  /** Ticks (or unticks) an item of the checklist of a job the viewer has a visit of. */
  async tick(viewer: Viewer, itemGlobalId: string, done: boolean): Promise<ChecklistItemEntity> {
    const id = intLocalId(itemGlobalId, 'ChecklistItem');
    const repository = this.dataSource.getRepository(ChecklistItemEntity);
    const item = id === null ? null : await repository.findOneBy({ id });
    const mine = item && (viewer.role === 'admin' || (await this.schedule.isOnJob(viewer.id, item.jobId)));
    if (!item || !mine) throw notFound('Checklist item not found');
    // Ticked again (the offline queue after a lost answer): the first tick's time and author stay.
    if (done !== (item.doneAt !== null))
      await repository.update({ id: item.id }, done ? { doneAt: new Date(this.clock.now()), doneBy: viewer.id } : { doneAt: null, doneBy: null });
    return repository.findOneByOrFail({ id: item.id });
  }

  /** The admins' list of a job's checklist, replaced whole; an item that keeps its label keeps its tick. */
  async setChecklist(jobGlobalId: string, labels: string[]): Promise<ChecklistItemEntity[]> {
    const jobId = intLocalId(jobGlobalId, 'Job');
    return this.dataSource.transaction(async (manager) => {
      if (jobId === null || !(await this.jobs.lock(manager, jobId))) throw notFound('Job not found');
      const repository = manager.getRepository(ChecklistItemEntity);
      const before = await repository.findBy({ jobId: jobId! });
      await repository.delete({ jobId: jobId! });
      await repository.insert(labels.map((label, position) => ({ jobId: jobId!, position, label, ...pick(before.find((item) => item.label === label)) })));
      return repository.find({ where: { jobId: jobId! }, order: { position: 'ASC' } });
    });
  }

  loadEntries(request: object, visitId: number): Promise<VisitEntryEntity[]> {
    return this.loaders.for(request).entries.load(visitId);
  }

  loadPhotos(request: object, visitId: number): Promise<VisitPhotoEntity[]> {
    return this.loaders.for(request).photos.load(visitId);
  }

  /** A job's checklist. Only for jobs the viewer was already allowed to read. */
  loadChecklist(request: object, jobId: number): Promise<ChecklistItemEntity[]> {
    return this.loaders.for(request).checklists.load(jobId);
  }

  /** Hours recorded aboard per month (YYYY-MM, Palma's calendar, by the day they were recorded) since `fromMonth`, in minutes. */
  async recordedMinutesByMonth(fromMonth: string): Promise<Map<string, number>> {
    const rows: { month: string; minutes: number }[] = await this.dataSource.query(
      `SELECT to_char(created_at AT TIME ZONE 'Europe/Madrid', 'YYYY-MM') AS month, sum(minutes)::int AS minutes FROM visit_entries
        WHERE kind = 'HOURS' AND created_at >= ($1::date::timestamp AT TIME ZONE 'Europe/Madrid') GROUP BY 1`,
      [`${fromMonth}-01`],
    );
    return new Map(rows.map((row) => [row.month, row.minutes]));
  }

  /** Work is recorded on a job that is not cancelled nor completed, or on a visit kept booked when its job was completed. */
  private open(visit: VisitRow): VisitRow {
    const kept = visit.jobStatus === 'COMPLETED' && !visit.closedAt && !visit.finishedAt;
    if (visit.jobStatus === 'CANCELLED' || (visit.jobStatus === 'COMPLETED' && !kept)) {
      throw badUserInput([{ field: 'visitId', code: 'jobClosed', message: 'The job of this visit is closed' }]);
    }
    return visit;
  }

  /** An entry of a visit the viewer may read, still open to changes: NOT_FOUND otherwise, refused once the visit is finished. */
  private async editableEntry(viewer: Viewer, id: string): Promise<{ entry: VisitEntryEntity; visit: VisitRow }> {
    const entry = await this.dataSource.getRepository(VisitEntryEntity).findOneBy({ id });
    const visit = entry && (await this.schedule.findVisible(viewer, entry.visitId));
    if (!entry || !visit) throw notFound('Entry not found');
    this.open(visit);
    if (visit.finishedAt) throw badUserInput([{ field: 'id', code: 'visitFinished', message: 'The visit is finished: the office corrects its entries' }]);
    return { entry, visit };
  }

  /** An id already used for another visit is refused, never taken over. */
  private sameVisit<T extends { visitId: number }>(row: T, visit: VisitRow): T {
    if (row.visitId !== visit.id) throw conflict('This id is already used', { reason: 'ID_TAKEN' });
    return row;
  }

  private async entryFields(input: AddVisitEntryInput): Promise<Partial<VisitEntryEntity>> {
    const required = (field: string) => badUserInput([{ field, code: 'isNotEmpty', message: `${field} is required` }]);
    if (input.kind === 'NOTE') {
      if (!input.text) throw required('text');
      return { text: input.text, audience: input.audience ?? 'OFFICE' };
    }
    if (input.kind === 'HOURS') return { minutes: input.minutes!, text: input.text ?? '' };
    if (input.partId !== undefined) {
      const partId = intLocalId(input.partId, 'Part');
      const part = partId === null ? null : await this.dataSource.getRepository(PartEntity).findOneBy({ id: partId, active: true });
      if (!part) throw badUserInput([{ field: 'partId', code: 'unknownPart', message: 'Unknown part' }]);
      return { partId: part.id, text: part.name, quantity: input.quantity!, unitPriceCents: part.priceCents, vatRate: part.vatRate };
    }
    if (!input.text) throw required('text');
    if (input.unitPriceCents === undefined) throw required('unitPriceCents');
    return { text: input.text, quantity: input.quantity!, unitPriceCents: input.unitPriceCents, vatRate: input.vatRate ?? DEFAULT_VAT_RATE };
  }
}

/** What a checklist item keeps across a new list: its tick. */
const pick = (item: ChecklistItemEntity | undefined) => (item ? { doneAt: item.doneAt, doneBy: item.doneBy } : {});
