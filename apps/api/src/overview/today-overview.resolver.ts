import { Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Roles } from '../common/decorators/auth.decorators.js';
import { toGlobalId } from '../common/relay/global-id.js';
import { invoiceTotals } from '../invoices/invoice-totals.js';
import { TodayOverview } from './today-overview.model.js';

@Resolver(() => TodayOverview)
export class TodayOverviewResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Counts read from the jobs' and invoices' status indexes: three statements, whatever the history. */
  @Roles('admin')
  @Query(() => TodayOverview, { description: 'What needs the company today (admins only): each a count that opens the filtered list.' })
  async todayOverview(): Promise<TodayOverview> {
    const [[counts], invoices, boats] = await Promise.all([
      this.dataSource.query<{ pending: number; quoted: number; approved: number }[]>(
        `SELECT count(*) FILTER (WHERE status = 'PENDING')::int AS pending,
                count(*) FILTER (WHERE status = 'QUOTED')::int AS quoted,
                count(*) FILTER (WHERE status = 'APPROVED')::int AS approved
           FROM jobs WHERE status IN ('PENDING', 'QUOTED', 'APPROVED')`,
      ),
      invoiceTotals(this.dataSource),
      this.dataSource.query<{ boat_id: number; boat_name: string; owner_id: string; owner_name: string; open_alerts: number }[]>(
        `SELECT b.id AS boat_id, b.name AS boat_name, u.id AS owner_id, u.name AS owner_name, count(*)::int AS open_alerts
           FROM boat_alerts a JOIN boats b ON b.id = a.boat_id JOIN users u ON u.id = b.owner_id
          WHERE a.cleared_at IS NULL
          GROUP BY b.id, u.id
          ORDER BY min(a.raised_at), b.name`,
      ),
    ]);
    return {
      newJobRequests: counts.pending,
      quotesAwaitingCustomer: counts.quoted,
      approvedNotStarted: counts.approved,
      overdueInvoices: invoices.overdueInvoices,
      overdueCents: invoices.overdueCents,
      alertedBoats: boats.map((boat) => ({
        boatId: toGlobalId('Boat', boat.boat_id),
        boatName: boat.boat_name,
        ownerId: toGlobalId('User', boat.owner_id),
        ownerName: boat.owner_name,
        openAlerts: boat.open_alerts,
      })),
    };
  }
}
