import type { AdminClientQuery } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../../shared/format/format';
import { paths } from '../../../../shared/paths';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { JobStatusBadge } from '../../../../shared/ui/status-badge';
import { titleRow } from '../../../../shared/ui/title-row.css';
import * as records from '../common/record-list.css';

type Jobs = Extract<NonNullable<AdminClientQuery['node']>, { __typename: 'User' }>['jobs'];

/** A client's latest jobs, each linking to it, and the way to all of them. */
export function ClientJobs({ clientId, jobs }: { clientId: string; jobs: Jobs }) {
  const { t } = useTranslation('admin');
  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="client-jobs">
      <div className={titleRow}>
        <h2 id="client-jobs" className={cardTitle({ space: 'sm' })}>
          {t('pages.jobs.title')} ({jobs.totalCount})
        </h2>
        <Link to={`${paths.admin.jobs.getHref()}?${new URLSearchParams({ customer: clientId })}`}>{t('clients.allJobs')}</Link>
      </div>
      {jobs.edges.length === 0 && <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('jobs.empty')}</p>}
      <ul className={records.list}>
        {jobs.edges.map(({ node: job }) => (
          <li key={job.id} className={records.rowMeta}>
            <Link to={paths.admin.jobs.detail.getHref(job.id)}>{job.title}</Link> · {job.boat.name} · {formatDate(job.createdAt)}{' '}
            <JobStatusBadge status={job.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}
