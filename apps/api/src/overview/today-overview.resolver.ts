import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { AlertsService } from '../alerts/alerts.service.js';
import { BoatsService } from '../boats/boats.service.js';
import { todayInPalma } from '../common/calendar.js';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import { ConnectionArgs, connectionFromPage, pageFromArgs } from '../common/relay/connection.js';
import { toGlobalId } from '../common/relay/global-id.js';
import type { AppRequest } from '../common/request-context.js';
import type { Viewer } from '../common/viewer.js';
import { InvoiceFigures } from '../invoices/invoice-figures.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { VerifactuService } from '../invoices/verifactu/verifactu.service.js';
import { JobsService } from '../jobs/jobs.service.js';
import { Job, JobConnection } from '../jobs/models/job.model.js';
import { MaintenanceService } from '../maintenance/maintenance.service.js';
import { MemberPriority } from '../memberships/priority.js';
import { BusinessTexts } from '../texts/business-texts.js';
import { UsersService } from '../users/users.service.js';
import { VisitInvoiceLines } from '../visit-work/invoice-lines.js';
import { VisitWorkService } from '../visit-work/visit-work.service.js';
import { DeskFigures } from './desk-figures.model.js';
import { TodayOverview } from './today-overview.model.js';

/** The months of the desk's figures: this one and the eleven before, YYYY-MM, oldest first. */
export function lastTwelveMonths(today: string): string[] {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return Array.from({ length: 12 }, (_, index) => {
    const months = year * 12 + (month - 1) - (11 - index);
    return `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * The admins' desk: what needs the company today and the owner's numbers, each asked of the
 * domain that owns it (jobs, invoices, maintenance, alerts, VERI*FACTU, the work aboard).
 */
@Resolver(() => TodayOverview)
export class TodayOverviewResolver {
  constructor(
    private readonly jobs: JobsService,
    private readonly invoices: InvoicesService,
    private readonly figures: InvoiceFigures,
    private readonly verifactu: VerifactuService,
    private readonly maintenance: MaintenanceService,
    private readonly alerts: AlertsService,
    private readonly boats: BoatsService,
    private readonly users: UsersService,
    private readonly work: VisitWorkService,
    private readonly texts: BusinessTexts,
    private readonly priority: MemberPriority,
    private readonly invoiceLines: VisitInvoiceLines,
  ) {}

  @Roles('admin')
  @Query(() => TodayOverview, { description: 'What needs the company today (admins only): each a count that opens the filtered list.' })
  async todayOverview(@Context('req') request: AppRequest): Promise<TodayOverview> {
    const [counts, invoices, uninvoiced, due, verifactu, alerted, priorityJobs] = await Promise.all([
      this.jobs.countByStatus(),
      this.figures.totals(),
      this.jobs.idsWithStatus('COMPLETED').then((ids) => this.invoices.uninvoiced(ids)),
      this.maintenance.dueTasks({ thisWeek: true }),
      this.verifactu.attention(),
      this.alerts.alertedBoats(),
      this.jobs.openPriority(),
    ]);
    const alertedBoats = await Promise.all(
      alerted.map(async ({ boatId, openAlerts, lastRaisedAt }) => {
        const boat = (await this.boats.loadBoat(request, boatId))!;
        const owner = await this.users.loadUser(request, boat.ownerId);
        const { priority } = await this.priority.of(boat.ownerId, new Date(lastRaisedAt));
        return {
          boatId: toGlobalId('Boat', boat.id),
          boatName: boat.name,
          ownerId: toGlobalId('User', boat.ownerId),
          ownerName: owner?.name ?? '',
          openAlerts,
          priority,
        };
      }),
    );
    // Members' priority first; otherwise as the alerts service ordered them (the longest-standing first).
    alertedBoats.sort((a, b) => Number(b.priority) - Number(a.priority));
    return {
      newJobRequests: counts.PENDING ?? 0,
      quotesAwaitingCustomer: counts.QUOTED ?? 0,
      approvedNotStarted: counts.APPROVED ?? 0,
      uninvoicedJobs: uninvoiced.length,
      uninvoicedCents: uninvoiced.reduce((sum, job) => sum + job.totalCents, 0),
      overdueInvoices: invoices.overdueInvoices,
      overdueCents: invoices.overdueCents,
      maintenanceDueThisWeek: due.length,
      verifactuPending: verifactu.pending,
      verifactuRejected: verifactu.rejected,
      priorityJobs: priorityJobs.map(Job.from),
      alertedBoats,
    };
  }

  @Roles('admin')
  @Query(() => JobConnection, { description: "Completed jobs with no invoice yet, newest first (admins only): the desk's work to invoice." })
  async jobsToInvoice(@Args() args: ConnectionArgs, @CurrentUser() viewer: Viewer): Promise<JobConnection> {
    const page = pageFromArgs(args);
    const open = await this.invoices.uninvoiced(await this.jobs.idsWithStatus('COMPLETED'));
    const [jobs, total] = await this.jobs.list(viewer, page, { ids: open.map((job) => job.jobId) });
    return connectionFromPage(jobs.map(Job.from), page, total);
  }

  @Roles('admin')
  @Query(() => DeskFigures, {
    description: "The owner's numbers (admins only): the last twelve months, what is outstanding by age, the top services, this quarter's VAT.",
  })
  async deskFigures(): Promise<DeskFigures> {
    const today = todayInPalma();
    const months = lastTwelveMonths(today);
    const [year, quarter] = [Number(today.slice(0, 4)), Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1];
    const labour = (
      await Promise.all((['es', 'en'] as const).map(async (language) => this.invoiceLines.labourDescriptions(await this.texts.texts('invoice', language))))
    ).flat();
    const [billing, recorded, outstanding, topServices, rates] = await Promise.all([
      this.figures.months(months[0], labour),
      this.work.recordedMinutesByMonth(months[0]),
      this.figures.outstandingByAge(),
      this.figures.topServices(`${months[0]}-01`, 5),
      this.figures.quarterVat(year, quarter),
    ]);
    return {
      months: billing.map((month) => ({ ...month, recordedLabourMinutes: recorded.get(month.month) ?? 0 })),
      outstanding,
      topServices,
      quarterVat: { year, quarter, rates },
    };
  }
}
