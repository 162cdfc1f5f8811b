import { useQuery } from '@apollo/client/react';
import { PortalJobsDocument } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format/format';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { button } from '../../../shared/ui/button-class';
import { JobAmount } from '../../../shared/domain/job-amount';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { JobStatusBadge } from '../../../shared/ui/status-badge';
import { Cell, DataTable, RowHeader } from '../components/data-table';
import * as styles from './jobs-page.css';

/** As many as the invoices page shows: a customer's jobs of years fit. */
const SHOWN = 100;

/** /app/jobs: every job on the customer's boats, newest first, with its status and what it comes to. */
export function JobsPage() {
  const { t } = useTranslation('portal');
  useDocumentTitle(t('pages.jobs.title'));
  const { data, error, loading, refetch } = useQuery(PortalJobsDocument, { variables: { first: SHOWN }, fetchPolicy: 'cache-and-network' });
  const jobs = data?.jobs.edges.map((edge) => edge.node) ?? [];
  const columns = {
    boat: t('allJobs.columns.boat'),
    status: t('allJobs.columns.status'),
    requested: t('allJobs.columns.requested'),
    amount: t('allJobs.columns.amount'),
  };

  return (
    <PageContainer>
      <div className={styles.heading}>
        <PageTitle>{t('pages.jobs.title')}</PageTitle>
        <Link to={paths.app.jobRequest.getHref()} className={button({ size: 'sm' })}>
          {t('allJobs.request')}
        </Link>
      </div>
      <p className={styles.subtitle}>{t('allJobs.subtitle')}</p>
      {!data && loading && <LoadingState label={t('allJobs.loading')} />}
      {!data && error && <ErrorState message={t('allJobs.error')} onRetry={() => void refetch()} />}
      {data && jobs.length === 0 && <EmptyState>{t('allJobs.empty')}</EmptyState>}
      {jobs.length > 0 && (
        <DataTable
          caption={t('allJobs.caption')}
          columns={[
            { label: t('allJobs.columns.title') },
            { label: columns.boat },
            { label: columns.status },
            { label: columns.requested },
            { label: columns.amount, numeric: true },
          ]}
        >
          {jobs.map((job) => (
            <tr key={job.id} role="row" data-testid="job-row">
              <RowHeader>
                <Link to={paths.app.jobs.detail.getHref(job.id)} className={styles.title}>
                  {job.title}
                </Link>
              </RowHeader>
              <Cell label={columns.boat}>
                <Link to={paths.app.boats.detail.getHref(job.boat.id)} className={styles.boat}>
                  {job.boat.name}
                </Link>
              </Cell>
              <Cell label={columns.status}>
                <JobStatusBadge status={job.status} />
              </Cell>
              <Cell label={columns.requested} nowrap>
                {formatDate(job.createdAt)}
              </Cell>
              <Cell label={columns.amount} numeric>
                <JobAmount job={job} />
              </Cell>
            </tr>
          ))}
        </DataTable>
      )}
      {data && data.jobs.totalCount > jobs.length && (
        <p className={styles.subtitle}>{t('allJobs.more', { shown: jobs.length, total: data.jobs.totalCount })}</p>
      )}
    </PageContainer>
  );
}

export { JobsPage as Component };
