import { useQuery } from '@apollo/client/react';
import { TodayOverviewDocument, type ScheduledVisitFragment, type TodayOverviewQuery } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../../shared/format/format';
import { palmaTime, visitWindow } from '../../../../shared/format/visit-time';
import { paths } from '../../../../shared/paths';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Spinner } from '../../../../shared/ui/spinner';
import { useJobStatusLabel } from '../../../../shared/ui/status-badge';
import { badge } from '../../../../shared/ui/status-badge.css';
import { PriorityBadge } from '../jobs/priority-badge';
import * as styles from './today-overview.css';

/**
 * 'Hoy': VIP members' open priority jobs first; then what waits on the company, each a count that opens its filtered list: job requests to
 * answer, quotes the customer has not answered, approved jobs not scheduled, completed work not
 * invoiced with what it comes to, overdue invoices with their total, maintenance due this week,
 * VERI*FACTU records pending or rejected; today's visits with who goes and how each stands, those
 * that ran over, and boats with an open alert (each to its owner's page).
 */
export function TodayOverview() {
  const { t, i18n } = useTranslation('admin');
  const { data, error } = useQuery(TodayOverviewDocument, { fetchPolicy: 'cache-and-network' });
  const overview = data?.todayOverview;
  const jobsWith = (status: string) => `${paths.admin.jobs.getHref()}?status=${status}`;
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const tiles = overview
    ? [
        { key: 'requests', count: overview.newJobRequests, label: t('today.newJobRequests', { count: overview.newJobRequests }), to: jobsWith('PENDING') },
        {
          key: 'quotes',
          count: overview.quotesAwaitingCustomer,
          label: t('today.quotesAwaitingCustomer', { count: overview.quotesAwaitingCustomer }),
          to: jobsWith('QUOTED'),
        },
        {
          key: 'approved',
          count: overview.approvedNotStarted,
          label: t('today.approvedNotStarted', { count: overview.approvedNotStarted }),
          to: jobsWith('APPROVED'),
        },
        {
          key: 'to-invoice',
          count: overview.uninvoicedJobs,
          label: t('today.uninvoiced', { count: overview.uninvoicedJobs, total: money(overview.uninvoicedCents) }),
          to: jobsWith('TO_INVOICE'),
        },
        {
          key: 'overdue',
          count: overview.overdueInvoices,
          label: t('today.overdueInvoices', { count: overview.overdueInvoices, total: money(overview.overdueCents) }),
          to: `${paths.admin.invoices.getHref()}?status=OVERDUE`,
        },
        {
          key: 'maintenance',
          count: overview.maintenanceDueThisWeek,
          label: t('today.maintenanceDue', { count: overview.maintenanceDueThisWeek }),
          to: `${paths.admin.maintenance.getHref()}?due=week`,
        },
        {
          key: 'verifactu',
          count: overview.verifactuPending + overview.verifactuRejected,
          label: t('today.verifactu', {
            count: overview.verifactuPending + overview.verifactuRejected,
            pending: overview.verifactuPending,
            rejected: overview.verifactuRejected,
          }),
          to: `${paths.admin.verifactu.getHref()}?attention=1`,
        },
      ]
    : [];

  return (
    <section className={styles.today} aria-labelledby="today-title" data-testid="today-overview">
      <h2 id="today-title" className={styles.title}>
        {t('today.title')}
      </h2>
      {!overview && !error && <Spinner label={t('today.loading')} />}
      {!overview && error && <ErrorAlert>{t('today.loadError')}</ErrorAlert>}
      {overview && (
        <>
          {overview.priorityJobs.length > 0 && <PriorityJobs jobs={overview.priorityJobs} />}
          <ul className={styles.tiles}>
            {tiles.map((tile) => (
              <li key={tile.key}>
                <Link to={tile.to} className={styles.tile} data-attention={tile.count > 0 || undefined} data-testid={`today-${tile.key}`}>
                  <span className={styles.count}>{tile.count}</span>
                  <span>{tile.label}</span>
                </Link>
              </li>
            ))}
          </ul>
          <TodayVisits visits={overview.visitsToday} overrun={overview.overrunVisits} />
          <div className={styles.alerts} data-testid="today-alerts">
            <h3 className={styles.subtitle}>{t('today.alertedBoats', { count: overview.alertedBoats.length })}</h3>
            {overview.alertedBoats.length === 0 ? (
              <p className={styles.muted}>{t('today.noAlerts')}</p>
            ) : (
              <ul className={styles.boats}>
                {overview.alertedBoats.map((boat) => (
                  <li key={boat.boatId}>
                    <Link to={paths.admin.clients.detail.getHref(boat.ownerId)}>
                      {t('today.alertedBoat', { boat: boat.boatName, owner: boat.ownerName, count: boat.openAlerts })}
                    </Link>
                    {boat.priority && (
                      <>
                        {' '}
                        <PriorityBadge />
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}

type PriorityJob = TodayOverviewQuery['todayOverview']['priorityJobs'][number];

/** VIP members' open priority jobs (Gold at any hour, Silver in business hours), oldest first: the first thing on the desk. */
function PriorityJobs({ jobs }: { jobs: readonly PriorityJob[] }) {
  const { t } = useTranslation('admin');
  const statusLabel = useJobStatusLabel();
  return (
    <div className={styles.priority} data-testid="today-priority">
      <h3 className={styles.subtitle}>
        <PriorityBadge /> {t('today.priorityJobs', { count: jobs.length })}
      </h3>
      <ul className={styles.boats}>
        {jobs.map((job) => (
          <li key={job.id}>
            <Link to={paths.admin.jobs.detail.getHref(job.id)}>
              {t('today.priorityJob', { job: `${job.boat.name}: ${job.title}`, status: statusLabel(job.status) })}
            </Link>
            <span className={styles.muted}> · {job.customer.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

type TodayVisit = TodayOverviewQuery['todayOverview']['visitsToday'][number];

/** How a visit of today stands: done, aboard now, or still to go. */
function visitState(visit: TodayVisit): 'done' | 'started' | 'planned' {
  if (visit.finishedAt) return 'done';
  return visit.startedAt ? 'started' : 'planned';
}
const stateTones = { done: 'green', started: 'yellow', planned: 'blue' } as const;

/** Today's visits by time, each with who goes and how it stands; then the visits that ran over their window. */
function TodayVisits({ visits, overrun }: { visits: readonly TodayVisit[]; overrun: readonly ScheduledVisitFragment[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <div className={styles.alerts} data-testid="today-visits">
      <h3 className={styles.subtitle}>
        <Link to={paths.admin.schedule.getHref()}>{t('today.visits', { count: visits.length })}</Link>
      </h3>
      {visits.length === 0 && <p className={styles.muted}>{t('today.noVisits')}</p>}
      {visits.length > 0 && (
        <ul className={styles.visits}>
          {visits.map((visit) => {
            const state = visitState(visit);
            return (
              <li key={visit.id} className={styles.visit} data-testid="today-visit">
                <span className={styles.visitTime}>
                  {palmaTime(visit.startsAt)}–{palmaTime(visit.endsAt)}
                </span>
                <span className={styles.visitJob}>
                  <Link to={paths.admin.jobs.detail.getHref(visit.jobId)}>
                    {visit.boat.name}: {visit.jobTitle}
                  </Link>
                  {visit.jobPriority && (
                    <>
                      {' '}
                      <PriorityBadge />
                    </>
                  )}
                </span>
                <span className={styles.muted}>{visit.technicians.map((technician) => technician.name).join(', ') || t('today.noTechnician')}</span>
                <span className={`${badge({ tone: stateTones[state] })} ${styles.visitState}`}>{t(`today.visitState.${state}`)}</span>
              </li>
            );
          })}
        </ul>
      )}
      {overrun.length > 0 && (
        <div data-testid="today-overrun">
          <h3 className={styles.subtitle}>{t('today.overrun', { count: overrun.length })}</h3>
          <ul className={styles.boats}>
            {overrun.map((visit) => (
              <li key={visit.id}>
                <Link to={paths.admin.jobs.detail.getHref(visit.jobId)}>
                  {t('today.overrunVisit', {
                    window: visitWindow(visit, i18n.language),
                    boat: visit.boat.name,
                    job: visit.jobTitle,
                    technicians: visit.technicians.map((technician) => technician.name).join(', '),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
