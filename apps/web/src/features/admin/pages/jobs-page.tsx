import { AdminJobsDocument, AdminJobsToInvoiceDocument, type JobStatus } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AlertBadge } from '../../../shared/boats/alert-badge';
import { formatDate } from '../../../shared/format/format';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { button } from '../../../shared/ui/button-class';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { JobStatusBadge, useJobStatusLabel } from '../../../shared/ui/status-badge';
import { PriorityBadge } from '../components/jobs/priority-badge';
import * as fieldStyles from '../../../shared/ui/text-field.css';
import { useConnectionList } from '../../../shared/graphql/use-connection-list';
import { titleRow } from '../../../shared/ui/title-row.css';
import { filters } from '../components/common/list-filters.css';
import * as records from '../components/common/record-list.css';
import { PagedList } from '../components/common/paged-list';
import { Field } from '../../../shared/ui/field';
import { BoatSelect, ClientSelect } from '../components/common/job-filters';
import { JobAmount } from '../../../shared/domain/job-amount';
import * as styles from './jobs-page.css';

const PAGE_SIZE = 20;
/** The status filter's own option (?status=TO_INVOICE): completed jobs with no invoice yet, of every client. */
const TO_INVOICE = 'TO_INVOICE';
const statuses: JobStatus[] = ['PENDING', 'QUOTED', 'APPROVED', 'SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'];
/** A finished job has nothing to do with the boat's alerts of today: their chip goes on open jobs only. */
const finished: ReadonlySet<JobStatus> = new Set(['COMPLETED', 'CANCELLED']);

/**
 * /admin/jobs: every job, VIP members' open priority jobs first, then newest first, filtered by status, customer and boat (?status=&customer=&boat=),
 * or the completed ones still to invoice (?status=TO_INVOICE), in columns that line up: the job,
 * whose it is, when, its status and what it comes to.
 */
export function JobsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('pages.jobs.title'));
  const statusLabel = useJobStatusLabel();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = (statuses as string[]).includes(searchParams.get('status') ?? '') ? (searchParams.get('status') as JobStatus) : undefined;
  const toInvoice = searchParams.get('status') === TO_INVOICE;
  const customer = searchParams.get('customer') ?? '';
  const boat = searchParams.get('boat') ?? '';
  const setFilter = (changes: Record<string, string>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearchParams(next, { replace: true });
  };
  const all = useConnectionList(
    AdminJobsDocument,
    { status, customerId: customer || undefined, boatId: boat || undefined, first: PAGE_SIZE },
    (data) => data.jobs,
    { skip: toInvoice },
  );
  const uninvoiced = useConnectionList(AdminJobsToInvoiceDocument, { first: PAGE_SIZE }, (data) => data.jobsToInvoice, { skip: !toInvoice });
  const jobs = toInvoice ? uninvoiced : all;
  return (
    <PageContainer>
      <div className={titleRow}>
        <PageTitle>{t('pages.jobs.title')}</PageTitle>
        <Link
          to={`${paths.admin.jobs.new.getHref()}${customer ? `?${new URLSearchParams({ customer, ...(boat ? { boat } : {}) })}` : ''}`}
          className={button({ size: 'sm' })}
        >
          {t('jobs.open')}
        </Link>
      </div>
      <div className={filters} role="search" aria-label={t('jobs.filters')}>
        <Field label={t('jobs.filterStatus')}>
          {(props) => (
            <select
              {...props}
              className={fieldStyles.input}
              value={toInvoice ? TO_INVOICE : (status ?? '')}
              onChange={(event) => setFilter({ status: event.target.value })}
            >
              <option value="">{t('jobs.allStatuses')}</option>
              {statuses.map((option) => (
                <option key={option} value={option}>
                  {statusLabel(option)}
                </option>
              ))}
              <option value={TO_INVOICE}>{t('jobs.toInvoice')}</option>
            </select>
          )}
        </Field>
        {/* The work to invoice is every client's: the desk counts it so. */}
        {!toInvoice && (
          <>
            <ClientSelect
              label={t('jobs.filterClient')}
              emptyLabel={t('jobs.allClients')}
              value={customer}
              onChange={(id) => setFilter({ customer: id, boat: '' })}
            />
            <BoatSelect
              label={t('jobs.filterBoat')}
              emptyLabel={t('jobs.allBoats')}
              clientId={customer}
              value={boat}
              onChange={(id) => setFilter({ boat: id })}
            />
          </>
        )}
      </div>
      <PagedList list={jobs} label={t('pages.jobs.title')} loadingLabel={t('jobs.loading')} errorMessage={t('jobs.error')} empty={t('jobs.none')}>
        {(job) => (
          <li key={job.id} className={`${records.row} ${styles.jobRow}`} data-testid="job-row">
            <Link to={paths.admin.jobs.detail.getHref(job.id)} className={records.rowTitle}>
              {job.title}
            </Link>
            <span className={records.rowMeta}>
              {job.customer.name} · {job.boat.name}
            </span>
            <span className={records.rowMeta}>{formatDate(job.createdAt)}</span>
            <span className={records.rowEnd} data-testid="job-status">
              {job.priority && !finished.has(job.status) && <PriorityBadge />} <JobStatusBadge status={job.status} />
            </span>
            <span className={styles.amount} data-testid="job-amount">
              <JobAmount job={job} />
            </span>
            {job.boat.openAlerts.length > 0 && !finished.has(job.status) && (
              <span className={records.rowAlerts}>
                <AlertBadge boat={job.boat} named since />
              </span>
            )}
          </li>
        )}
      </PagedList>
    </PageContainer>
  );
}

export { JobsPage as Component };
