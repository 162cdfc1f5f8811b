import { useQuery } from '@apollo/client/react';
import { TodayOverviewDocument, type ScheduledVisitFragment } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../shared/format/format';
import { palmaTime, visitWindow } from '../../../shared/format/visit-time';
import { paths } from '../../../shared/paths';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Spinner } from '../../../shared/ui/spinner';
import * as styles from './today-overview.css';

/**
 * 'Hoy': what waits on the company, each a count that opens its filtered list: job requests to
 * answer, quotes the customer has not answered, approved jobs not started, overdue invoices with
 * their total, today's visits by technician and those that ran over, and boats with an open alert
 * (each to its owner's page).
 */
export function TodayOverview() {
  const { t, i18n } = useTranslation('admin');
  const { data, error } = useQuery(TodayOverviewDocument, { fetchPolicy: 'cache-and-network' });
  const overview = data?.todayOverview;
  const jobsWith = (status: string) => `${paths.admin.jobs.getHref()}?status=${status}`;
  const tiles = overview
    ? [
        { key: 'requests', count: overview.newJobRequests, label: t('today.newJobRequests', { count: overview.newJobRequests }), to: jobsWith('PENDING') },
        { key: 'quotes', count: overview.quotesAwaitingCustomer, label: t('today.quotesAwaitingCustomer', { count: overview.quotesAwaitingCustomer }), to: jobsWith('QUOTED') },
        { key: 'approved', count: overview.approvedNotStarted, label: t('today.approvedNotStarted', { count: overview.approvedNotStarted }), to: jobsWith('APPROVED') },
        {
          key: 'overdue',
          count: overview.overdueInvoices,
          label: t('today.overdueInvoices', { count: overview.overdueInvoices, total: formatMoney(overview.overdueCents, i18n.language) }),
          to: `${paths.admin.invoices.getHref()}?status=OVERDUE`,
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
                    <Link to={paths.admin.clients.detail.getHref(boat.ownerId)}>{t('today.alertedBoat', { boat: boat.boatName, owner: boat.ownerName, count: boat.openAlerts })}</Link>
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

/** Today's visits under each technician (a visit of two is under both), and the visits that ran over their window. */
function TodayVisits({ visits, overrun }: { visits: readonly ScheduledVisitFragment[]; overrun: readonly ScheduledVisitFragment[] }) {
  const { t, i18n } = useTranslation('admin');
  const technicians = [...new Map(visits.flatMap((visit) => visit.technicians.map((technician) => [technician.id, technician] as const))).values()].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className={styles.alerts} data-testid="today-visits">
      <h3 className={styles.subtitle}>
        <Link to={paths.admin.schedule.getHref()}>{t('today.visits', { count: visits.length })}</Link>
      </h3>
      {visits.length === 0 && <p className={styles.muted}>{t('today.noVisits')}</p>}
      {technicians.map((technician) => (
        <div key={technician.id}>
          <p className={styles.muted}>{technician.name}</p>
          <ul className={styles.boats}>
            {visits
              .filter((visit) => visit.technicians.some((each) => each.id === technician.id))
              .map((visit) => (
                <li key={visit.id}>
                  <Link to={paths.admin.jobs.detail.getHref(visit.jobId)}>
                    {palmaTime(visit.startsAt)}–{palmaTime(visit.endsAt)} · {visit.boat.name}: {visit.jobTitle}
                  </Link>
                </li>
              ))}
          </ul>
        </div>
      ))}
      {overrun.length > 0 && (
        <div data-testid="today-overrun">
          <h3 className={styles.subtitle}>{t('today.overrun', { count: overrun.length })}</h3>
          <ul className={styles.boats}>
            {overrun.map((visit) => (
              <li key={visit.id}>
                <Link to={paths.admin.jobs.detail.getHref(visit.jobId)}>
                  {t('today.overrunVisit', { window: visitWindow(visit, i18n.language), boat: visit.boat.name, job: visit.jobTitle, technicians: visit.technicians.map((technician) => technician.name).join(', ') })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
