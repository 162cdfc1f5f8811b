import { Args, ArgsType, Context, Field, GraphQLISODateTime, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { IsBoolean } from 'class-validator';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BoatsService } from '../boats/boats.service.js';
import { UsersService } from '../users/users.service.js';
import { priceLines } from '@mmt/billing';
import { DocumentLine } from '../billing/billing.model.js';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import type { AppRequest } from '../common/request-context.js';
import type { Viewer } from '../common/viewer.js';
import { Job } from '../jobs/models/job.model.js';
import { Visit } from '../schedule/models/visit.model.js';
import { ScheduleService } from '../schedule/schedule.service.js';
import { BusinessTexts } from '../texts/business-texts.js';
import {
  AddVisitEntryInput,
  AddVisitPhotoInput,
  FinishVisitInput,
  LabourRateInput,
  PartInput,
  RemoveVisitEntryInput,
  SetJobChecklistInput,
  SignVisitInput,
  TickChecklistItemInput,
  UpdatePartInput,
  UpdateVisitEntryInput,
  VisitIdInput,
} from './dto/visit-work.input.js';
import { VisitInvoiceLines } from './invoice-lines.js';
import { badUserInput } from '../common/errors/graphql-errors.js';
import { workBoundsError } from '../common/validation/money.js';
import {
  ChecklistItem,
  ChecklistItemPayload,
  JobChecklistPayload,
  LabourRate,
  LabourRatePayload,
  Part,
  PartPayload,
  RemoveVisitEntryPayload,
  VisitEntry,
  VisitEntryPayload,
  VisitPhoto,
  VisitPhotoPayload,
  VisitWorkPayload,
} from './models/visit-work.model.js';
import { PriceListService } from './price-list.service.js';
import { VisitWorkService } from './visit-work.service.js';

@ArgsType()
class PartsArgs {
  @Field({ defaultValue: false, description: 'Retired parts too (admins; technicians see the active ones).' })
  @IsBoolean()
  includeRetired: boolean;
}

/** The record of work aboard: what technicians do with a visit of theirs. */
@Resolver(() => Visit)
export class VisitWorkResolver {
  constructor(
    private readonly work: VisitWorkService,
    private readonly schedule: ScheduleService,
  ) {}

  @Roles('admin', 'technician')
  @Mutation(() => VisitWorkPayload, { description: 'The work aboard begins: the job goes En progreso (the customer is told).' })
  async startVisit(@Args('input') input: VisitIdInput, @CurrentUser() viewer: Viewer): Promise<VisitWorkPayload> {
    return { visit: Visit.from(await this.work.start(viewer, input.visitId)) };
  }

  @Roles('admin', 'technician')
  @Mutation(() => VisitWorkPayload, { description: 'The work aboard ends; with completeJob the job becomes Completado (the customer is told).' })
  async finishVisit(@Args('input') input: FinishVisitInput, @CurrentUser() viewer: Viewer): Promise<VisitWorkPayload> {
    return { visit: Visit.from(await this.work.finish(viewer, input)) };
  }

  @Roles('admin', 'technician')
  @Mutation(() => VisitWorkPayload, { description: 'The customer’s signature, drawn on the technician’s screen.' })
  async signVisit(@Args('input') input: SignVisitInput, @CurrentUser() viewer: Viewer): Promise<VisitWorkPayload> {
    return { visit: Visit.from(await this.work.sign(viewer, input)) };
  }

  @Roles('admin', 'technician')
  @Mutation(() => VisitEntryPayload, { description: 'A note, hours or a part; the same id sent again is stored once.' })
  async addVisitEntry(@Args('input') input: AddVisitEntryInput, @CurrentUser() viewer: Viewer): Promise<VisitEntryPayload> {
    return { entry: VisitEntry.from(await this.work.addEntry(viewer, input)) };
  }

  @Roles('admin', 'technician')
  @Mutation(() => VisitEntryPayload, { description: 'Corrects a note, hours or a part while the visit is not finished.' })
  async updateVisitEntry(@Args('input') input: UpdateVisitEntryInput, @CurrentUser() viewer: Viewer): Promise<VisitEntryPayload> {
    return { entry: VisitEntry.from(await this.work.updateEntry(viewer, input)) };
  }

  @Roles('admin', 'technician')
  @Mutation(() => RemoveVisitEntryPayload, {
    description: 'Removes a note, hours or a part while the visit is not finished; an entry already gone is not an error.',
  })
  async removeVisitEntry(@Args('input') input: RemoveVisitEntryInput, @CurrentUser() viewer: Viewer): Promise<RemoveVisitEntryPayload> {
    return { removedEntryId: await this.work.removeEntry(viewer, input.id) };
  }

  @Roles('admin', 'technician')
  @Mutation(() => VisitPhotoPayload, { description: 'A photo (JPEG), resized and stripped of its metadata; the same id sent again is stored once.' })
  async addVisitPhoto(@Args('input') input: AddVisitPhotoInput, @CurrentUser() viewer: Viewer): Promise<VisitPhotoPayload> {
    return { photo: VisitPhoto.from(await this.work.addPhoto(viewer, input)) };
  }

  @Roles('admin', 'technician')
  @Mutation(() => ChecklistItemPayload, { description: 'Ticks or unticks an item of the checklist of a job the technician has a visit of.' })
  async tickChecklistItem(@Args('input') input: TickChecklistItemInput, @CurrentUser() viewer: Viewer): Promise<ChecklistItemPayload> {
    return { item: ChecklistItem.from(await this.work.tick(viewer, input.itemId, input.done)) };
  }

  @ResolveField(() => [VisitEntry], { description: 'Notes, hours and parts recorded aboard, oldest first; a customer reads only the notes meant for them.' })
  async entries(@Parent() visit: Visit, @Context('req') request: AppRequest, @CurrentUser() viewer: Viewer): Promise<VisitEntry[]> {
    const entries = await this.work.loadEntries(request, visit.rowId);
    return (viewer.role === 'customer' ? entries.filter((entry) => entry.kind !== 'NOTE' || entry.audience === 'CUSTOMER') : entries).map(VisitEntry.from);
  }

  @ResolveField(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When another visit of its job, still to be done, starts (the first one); null when this is its job’s last.',
  })
  nextVisitOfJobAt(@Parent() visit: Visit): Promise<Date | null> {
    return this.schedule.nextOpenVisitOfJob(visit.rowId, visit.jobRowId);
  }

  @ResolveField(() => [VisitPhoto], { description: 'Photos taken aboard, oldest first.' })
  async photos(@Parent() visit: Visit, @Context('req') request: AppRequest): Promise<VisitPhoto[]> {
    return (await this.work.loadPhotos(request, visit.rowId)).map(VisitPhoto.from);
  }

  @ResolveField(() => [ChecklistItem], { description: 'Its job’s checklist.' })
  async checklist(@Parent() visit: Visit, @Context('req') request: AppRequest): Promise<ChecklistItem[]> {
    return (await this.work.loadChecklist(request, visit.jobRowId)).map(ChecklistItem.from);
  }
}

/** What a job gains from the work aboard: its checklist, its draft invoice lines, its work report. */
@Resolver(() => Job)
export class JobWorkResolver {
  constructor(
    private readonly work: VisitWorkService,
    private readonly texts: BusinessTexts,
    private readonly boats: BoatsService,
    private readonly users: UsersService,
    private readonly invoiceLines: VisitInvoiceLines,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Roles('admin')
  @Mutation(() => JobChecklistPayload, { description: 'A job’s checklist, replaced whole; items that keep their label keep their tick.' })
  async setJobChecklist(@Args('input') input: SetJobChecklistInput): Promise<JobChecklistPayload> {
    return { items: (await this.work.setChecklist(input.jobId, input.items)).map(ChecklistItem.from) };
  }

  @ResolveField(() => [ChecklistItem])
  async checklist(@Parent() job: Job, @Context('req') request: AppRequest): Promise<ChecklistItem[]> {
    return (await this.work.loadChecklist(request, job.rowId)).map(ChecklistItem.from);
  }

  @ResolveField(() => [DocumentLine], {
    nullable: true,
    description:
      'Admins: the lines its invoice starts from, from its visits: the hours at the hourly rate (a VIP member’s at their plan’s rates, with its discount; in the customer’s language) and the parts at their price. Empty when none were recorded (its approved quote’s lines are used then); null for others.',
  })
  async invoiceDraftLines(@Parent() job: Job, @CurrentUser() viewer: Viewer, @Context('req') request: AppRequest): Promise<DocumentLine[] | null> {
    if (viewer.role !== 'admin') return null;
    const boat = (await this.boats.loadBoat(request, job.boatRowId))!;
    const owner = (await this.users.loadUser(request, boat.ownerId))!;
    const words = await this.texts.texts('invoice', owner.language);
    const lines = await this.invoiceLines.ofJob(this.dataSource.manager, job.rowId, words);
    // Amounts past what an Int holds are refused clearly, not failed as INTERNAL_SERVER_ERROR.
    const tooMuch = workBoundsError(lines, 'invoiceDraftLines');
    if (tooMuch) throw badUserInput([tooMuch]);
    return priceLines(lines).lines.map(DocumentLine.from);
  }

  @ResolveField(() => String, { description: 'GET with the Bearer token: the work report (parte de trabajo) as a PDF; `?lang=es|en`.' })
  workReportPdfUrl(@Parent() job: Job): string {
    return `/jobs/${job.id}/work-report.pdf`;
  }
}

@Resolver(() => Part)
export class PriceListResolver {
  constructor(private readonly priceList: PriceListService) {}

  @Roles('admin', 'technician')
  @Query(() => [Part], { description: 'The parts price list, by name.' })
  async parts(@Args() args: PartsArgs, @CurrentUser() viewer: Viewer): Promise<Part[]> {
    return (await this.priceList.parts(args.includeRetired && viewer.role === 'admin')).map(Part.from);
  }

  @Roles('admin')
  @Query(() => LabourRate, { description: 'The hourly rate of labour.' })
  async labourRate(): Promise<LabourRate> {
    return LabourRate.from(await this.priceList.labourRate());
  }

  @Roles('admin')
  @Mutation(() => PartPayload)
  async createPart(@Args('input') input: PartInput): Promise<PartPayload> {
    return { part: Part.from(await this.priceList.createPart(input)) };
  }

  @Roles('admin')
  @Mutation(() => PartPayload, { description: 'A part’s name, price, VAT rate, or retirement; entries already made keep their price.' })
  async updatePart(@Args('input') input: UpdatePartInput): Promise<PartPayload> {
    return { part: Part.from(await this.priceList.updatePart(input)) };
  }

  @Roles('admin')
  @Mutation(() => LabourRatePayload)
  async updateLabourRate(@Args('input') input: LabourRateInput): Promise<LabourRatePayload> {
    return { labourRate: LabourRate.from(await this.priceList.setLabourRate(input)) };
  }
}
