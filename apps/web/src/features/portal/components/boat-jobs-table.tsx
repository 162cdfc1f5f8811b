import type { BoatJobsFragment } from '@mmt/graphql';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format/format';
import { paths } from '../../../shared/paths';
import { JobTimeline } from '../../../shared/ui/job-timeline';
import * as styles from './boat-jobs-table.css';
import { EmptyState } from '../../../shared/ui/list-state';
import * as ui from './portal-ui.css';
import { JobStatusBadge } from '../../../shared/ui/status-badge';

/** The "Trabajos" tab: title, status and date; a job's title opens the timeline of its statuses. */
export function BoatJobsTable({ boat }: { boat: BoatJobsFragment }) {
  const { t } = useTranslation('portal');
  const [open, setOpen] = useState<string | null>(null);
  const jobs = boat.jobs.edges.map((edge) => edge.node);
  if (jobs.length === 0) return <EmptyState>{t('jobs.empty')}</EmptyState>;

  return (
    <div className={`${ui.tableScroller} ${styles.scroller}`}>
      <table className={ui.table}>
        <caption className={ui.caption}>{t('jobs.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={ui.th}>
              {t('jobs.columns.title')}
            </th>
            <th scope="col" className={ui.th}>
              {t('jobs.columns.status')}
            </th>
            <th scope="col" className={ui.th}>
              {t('jobs.columns.date')}
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => {
            const expanded = open === job.id;
            const timelineId = `job-timeline-${job.id}`;
            return (
              <Fragment key={job.id}>
                <tr data-testid="job-row">
                  <td className={ui.td}>
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
                  </td>
                  <td className={ui.td}>
                    <JobStatusBadge status={job.status} />
                  </td>
                  <td className={`${ui.td} ${ui.nowrap}`}>{formatDate(job.createdAt)}</td>
                </tr>
                {expanded && (
                  <tr id={timelineId}>
                    <td colSpan={3} className={styles.timelineCell}>
                      <p className={styles.timelineTitle}>{t('jobs.timelineTitle')}</p>
                      <JobTimeline history={job.statusHistory} label={t('jobs.timelineTitle')} />
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
