import type { BoatJobsFragment } from '@mmt/graphql';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, formatIsoDate } from '../../../shared/format/format';
import { paths } from '../../../shared/paths';
import { JobTimeline } from '../../../shared/domain/job-timeline';
import * as styles from './boat-jobs-table.css';
import { EmptyState } from '../../../shared/ui/list-state';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.css';
import { sprinkles } from '../../../shared/theme/sprinkles.css';
import * as table from './data-table.css';
import { JobStatusBadge } from '../../../shared/ui/status-badge';

/**
 * The "Trabajos" tab: title, status, the day it was requested and the day
 * the customer would like it done; a job's title opens the timeline of its
 * statuses. On phones each job is a card (portal-ui `stacked`).
 */
export function BoatJobsTable({ boat }: { boat: BoatJobsFragment }) {
  const { t } = useTranslation('portal');
  const [open, setOpen] = useState<string | null>(null);
  const jobs = boat.jobs.edges.map((edge) => edge.node);
  if (jobs.length === 0) return <EmptyState>{t('jobs.empty')}</EmptyState>;

  const columns = {
    title: t('jobs.columns.title'),
    status: t('jobs.columns.status'),
    requested: t('jobs.columns.requested'),
    preferred: t('jobs.columns.preferred'),
  };

  return (
    <div className={`${table.scroller} ${styles.scroller}`}>
      <table className={`${table.table} ${table.stacked}`} role="table">
        <caption className={visuallyHidden}>{t('jobs.caption')}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" className={table.th}>
              {columns.title}
            </th>
            <th scope="col" role="columnheader" className={table.th}>
              {columns.status}
            </th>
            <th scope="col" role="columnheader" className={table.th}>
              {columns.requested}
            </th>
            <th scope="col" role="columnheader" className={table.th}>
              {columns.preferred}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {jobs.map((job) => {
            const expanded = open === job.id;
            const timelineId = `job-timeline-${job.id}`;
            return (
              <Fragment key={job.id}>
                <tr role="row" data-testid="job-row">
                  <th scope="row" role="rowheader" className={`${table.td} ${table.rowHeader}`}>
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={expanded}
                      aria-controls={timelineId}
                      title={t('jobs.showTimeline', { title: job.title })}
                      onClick={() => setOpen(expanded ? null : job.id)}
                    >
                      <span className={styles.chevron} aria-hidden="true">
                        ›
                      </span>
                      {job.title}
                    </button>
                  </th>
                  <td role="cell" data-label={columns.status} className={table.td}>
                    <JobStatusBadge status={job.status} />
                  </td>
                  <td role="cell" data-label={columns.requested} className={`${table.td} ${table.nowrap}`}>
                    {formatDate(job.createdAt)}
                  </td>
                  <td role="cell" data-label={columns.preferred} className={`${table.td} ${table.nowrap}`}>
                    {job.preferredDate ? formatIsoDate(job.preferredDate) : <span className={sprinkles({ color: 'muted' })}>{t('jobs.noPreferredDate')}</span>}
                  </td>
                </tr>
                {expanded && (
                  <tr role="row" id={timelineId}>
                    <td role="cell" colSpan={4} data-details className={styles.timelineCell}>
                      <p className={styles.timelineTitle}>{t('jobs.timelineTitle')}</p>
                      <JobTimeline history={job.statusHistory} visits={job.visits} label={t('jobs.timelineTitle')} />
                      <Link className={styles.openJob} to={paths.app.jobs.detail.getHref(job.id)}>
                        {t('jobs.open', { title: job.title })}
                      </Link>
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
