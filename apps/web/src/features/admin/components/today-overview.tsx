import { useQuery } from '@apollo/client/react';
import { TodayOverviewDocument } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../shared/format/format';
import { paths } from '../../../shared/paths';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Spinner } from '../../../shared/ui/spinner';
import * as styles from './today-overview.css';

/**
 * 'Hoy': what waits on the company, each a count that opens its filtered list: job requests to
 * answer, quotes the customer has not answered, approved jobs not started, overdue invoices with
 * their total, and boats with an open alert (each to its owner's page).
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
