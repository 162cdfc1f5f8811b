import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { Clock } from '../common/clock.js';
import { badUserInput, notFound } from '../common/errors/graphql-errors.js';
import { PerRequest } from '../common/per-request.js';
import { workBoundsError } from '../common/validation/money.js';
import type { Viewer } from '../common/viewer.js';
import { JobsService } from '../jobs/jobs.service.js';
import { ScheduleService } from '../schedule/schedule.service.js';
import { UsersService } from '../users/users.service.js';
import type { CorrectVisitEntryInput } from './dto/correct-visit-entry.input.js';
import { VisitEntryCorrectionEntity, type EntryValues } from './entities/visit-entry-correction.entity.js';
import { VisitEntryEntity, type VisitEntryKind } from './entities/visit-entry.entity.js';
import { UNLABELLED, VisitInvoiceLines } from './invoice-lines.js';
import { InvoicedJobs } from './invoiced-jobs.js';

type Correctable = Exclude<keyof EntryValues, 'text'>;
/** What each kind of entry has besides its text: a note's minutes or a part's hours are not corrected into being. */
const CORRECTABLE: Record<VisitEntryKind, readonly Correctable[]> = { NOTE: [], HOURS: ['minutes'], PART: ['quantity', 'unitPriceCents'] };

export type CorrectionRow = VisitEntryCorrectionEntity & { correctedByName: string };

const valuesOf = (entry: VisitEntryEntity): EntryValues => ({
  text: entry.text,
  minutes: entry.minutes,
  quantity: entry.quantity,
  unitPriceCents: entry.unitPriceCents,
});

/**
 * The office corrects a line recorded aboard (hours, a part's quantity or price, a text) before
 * the job is invoiced; the entry takes the new values (the invoice's draft lines read them) and
 * each correction is kept with who made it, when, and the values before and after.
 */
@Injectable()
export class EntryCorrectionsService {
  private readonly loaders = new PerRequest(() => ({
    corrections: new DataLoader(async (entryIds: readonly string[]) => {
      const corrections = await this.dataSource
        .getRepository(VisitEntryCorrectionEntity)
        .find({ where: { entryId: In([...entryIds]) }, order: { correctedAt: 'ASC', id: 'ASC' } });
      const people = await this.users.findByIds(corrections.map((correction) => correction.correctedBy));
      const rows = corrections.map((correction): CorrectionRow => ({
        ...correction,
        correctedByName: people.find((person) => person.id === correction.correctedBy)!.name,
      }));
      return entryIds.map((id) => rows.filter((row) => row.entryId === id));
    }),
  }));

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly invoiceLines: VisitInvoiceLines,
    private readonly schedule: ScheduleService,
    private readonly jobs: JobsService,
    private readonly users: UsersService,
    private readonly invoiced: InvoicedJobs,
  ) {}

  async correct(viewer: Viewer, input: CorrectVisitEntryInput): Promise<VisitEntryEntity> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(VisitEntryEntity);
      const found = await repository.findOneBy({ id: input.entryId });
      const jobId = found && (await this.schedule.jobIdOfVisit(manager, found.visitId));
      if (!jobId) throw notFound('Entry not found');
      // The job's row locked as issuing its invoice locks it: a correction never slips in after the invoice read the lines.
      await this.jobs.lock(manager, jobId);
      if ((await this.invoiced.withStandingInvoice(manager, [jobId])).size)
        throw badUserInput([{ field: 'entryId', code: 'jobInvoiced', message: 'This job already has an invoice: its lines are corrected on the invoice' }]);
      // Read again under the job's lock: the values corrected are those no one else is changing.
      const entry = await repository.findOneByOrFail({ id: input.entryId });
      const allowed = CORRECTABLE[entry.kind];
      const wrong = (['minutes', 'quantity', 'unitPriceCents'] as const).find(
        (field) => input[field] !== undefined && input[field] !== null && !allowed.includes(field),
      );
      if (wrong) throw badUserInput([{ field: wrong, code: 'notForThisKind', message: `A ${entry.kind} entry has no ${wrong}` }]);
      const before = valuesOf(entry);
      const after: EntryValues = {
        ...before,
        ...Object.fromEntries(
          Object.entries({ text: input.text, minutes: input.minutes, quantity: input.quantity, unitPriceCents: input.unitPriceCents }).filter(
            ([, value]) => value !== undefined && value !== null,
          ),
        ),
      };
      if (JSON.stringify(after) === JSON.stringify(before)) throw badUserInput([{ field: 'entryId', code: 'nothingChanged', message: 'Nothing was changed' }]);
      await repository.update({ id: entry.id }, after);
      // The job's work, corrected, still fits in one invoice.
      const tooMuch =
        entry.kind !== 'NOTE' && workBoundsError(await this.invoiceLines.ofJob(manager, jobId, UNLABELLED), entry.kind === 'PART' ? 'quantity' : 'minutes');
      if (tooMuch) throw badUserInput([tooMuch]);
      await manager
        .getRepository(VisitEntryCorrectionEntity)
        .insert({ entryId: entry.id, correctedBy: viewer.id, correctedAt: new Date(this.clock.now()), before, after });
      return repository.findOneByOrFail({ id: entry.id });
    });
  }

  /** An entry's corrections, oldest first, batched per request. */
  loadCorrections(request: object, entryId: string): Promise<CorrectionRow[]> {
    return this.loaders.for(request).corrections.load(entryId);
  }
}
