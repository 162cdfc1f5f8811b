import type { BoatJobsFragment } from '@mmt/graphql';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, formatIsoDate } from '../../../shared/format/format';
import { paths } from '../../../shared/paths';
import { JobTimeline } from '../../../shared/domain/job-timeline';
import * as styles from './boat-jobs-table.css';
import { EmptyState } from '../../../shared/ui/list-state';
import { sprinkles } from '../../../shared/theme/sprinkles.css';
import { Cell, DataTable, RowHeader } from './data-table';
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
    <DataTable caption={t('jobs.caption')} columns={Object.values(columns).map((label) => ({ label }))} className={styles.scroller}>
      {jobs.map((job) => {
        const expanded = open === job.id;
        const timelineId = `job-timeline-${job.id}`;
        return (
          <Fragment key={job.id}>
            <tr role="row" data-testid="job-row">
              <RowHeader>
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
              </RowHeader>
              <Cell label={columns.status}>
                <JobStatusBadge status={job.status} />
              </Cell>
              <Cell label={columns.requested} nowrap>
                {formatDate(job.createdAt)}
              </Cell>
              <Cell label={columns.preferred} nowrap>
                {job.preferredDate ? formatIsoDate(job.preferredDate) : <span className={sprinkles({ color: 'muted' })}>{t('jobs.noPreferredDate')}</span>}
              </Cell>
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
    </DataTable>
  );
}
