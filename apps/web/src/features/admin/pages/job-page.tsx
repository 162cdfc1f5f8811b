import { useQuery } from '@apollo/client/react';
import { AdminJobDocument } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { AlertBadge } from '../../../shared/boats/alert-badge';
import { formatDate, formatIsoDate } from '../../../shared/format/format';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { sprinkles } from '../../../shared/theme/sprinkles.css';
import { BackLink } from '../../../shared/ui/back-link';
import { button } from '../../../shared/ui/button-class';
import { card, cardTitle } from '../../../shared/ui/card.css';
import { JobTimeline } from '../../../shared/domain/job-timeline';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { sections } from '../../../shared/ui/sections.css';
import { InvoiceStatusBadge, JobStatusBadge } from '../../../shared/ui/status-badge';
import { titleRow } from '../../../shared/ui/title-row.css';
import { columns } from '../components/common/columns.css';
import { JobQuote } from '../components/jobs/job-quote';
import { QuoteForm, type QuoteDraft } from '../components/jobs/quote-form';
import { InstallationCompletion } from '../components/equipment/installation-completion';
import { JobChecklist } from '../components/jobs/job-checklist';
import { JobVisits } from '../components/jobs/job-visits';
import { StatusChange } from '../components/jobs/status-change';
import { WorkRecord } from '../components/work-record/work-record';

/** /admin/jobs/:id: the job, its timeline, a status change with a note, its visits (and the form to schedule one), the work recorded on them (corrected here before invoicing), its checklist, its quote (or the form to send one) and its invoice. */
export function JobPage() {
  const { id = '' } = useParams();
  const quoteDraft = useLocation().state as QuoteDraft | null;
  const { t } = useTranslation('admin');
  const { data, loading, error, refetch } = useQuery(AdminJobDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const job = data?.node?.__typename === 'Job' ? data.node : null;
  useDocumentTitle(job?.title ?? t('pages.job.title'));
  const back = <BackLink to={paths.admin.jobs.getHref()}>{t('pages.jobs.title')}</BackLink>;
  if (!job) {
    return (
      <PageContainer>
        {back}
        <PageTitle>{t('pages.job.title')}</PageTitle>
        {loading && <LoadingState label={t('jobs.loadingOne')} />}
        {!loading && !error && <EmptyState>{t('jobs.notFound')}</EmptyState>}
        {!loading && error && <ErrorState message={t('jobs.error')} onRetry={() => void refetch()} />}
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      {back}
      <div className={titleRow}>
        <PageTitle>{job.title}</PageTitle>
        <JobStatusBadge status={job.status} />
      </div>
      <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>
        <Link to={paths.admin.clients.detail.getHref(job.customer.id)}>{job.customer.name}</Link> · {job.boat.name} ·{' '}
        {t('jobs.requestedOn', { date: formatDate(job.createdAt) })}
        {job.preferredDate && ` · ${t('jobs.preferredDate', { date: formatIsoDate(job.preferredDate) })}`}
        {job.contactPhone && ` · ${job.contactPhone}`}
      </p>
      <AlertBadge boat={job.boat} named since />
      {job.description && <p className={sections}>{job.description}</p>}
      <div className={sections}>
        <div className={columns}>
          <StatusChange jobId={job.id} nextStatuses={job.nextStatuses} visits={job.visits} />
          <section className={card({ padding: 'responsive' })} aria-labelledby="job-timeline">
            <h2 id="job-timeline" className={cardTitle({ space: 'sm' })}>
              {t('jobs.timeline')}
            </h2>
            <JobTimeline history={job.statusHistory} visits={job.visits} label={t('jobs.timeline')} />
          </section>
        </div>
        <JobVisits jobId={job.id} status={job.status} visits={job.visits} />
        <WorkRecord job={job} invoiced={Boolean(job.invoice)} />
        {job.status !== 'CANCELLED' && job.status !== 'COMPLETED' && <JobChecklist key={job.checklist.map((item) => item.label).join('\n')} job={job} />}
        {job.nextStatuses.includes('COMPLETED') && <InstallationCompletion jobId={job.id} />}
        {job.quote && <JobQuote quote={job.quote} />}
        {job.status === 'PENDING' && <QuoteForm jobId={job.id} firstLine={quoteDraft?.firstLine} />}
        {job.invoice ? (
          <p>
            {t('jobs.invoice')}: <Link to={paths.admin.invoices.detail.getHref(job.invoice.id)}>{job.invoice.number}</Link>{' '}
            <InvoiceStatusBadge status={job.invoice.status} />
          </p>
        ) : (
          job.status === 'COMPLETED' && (
            <Link className={button({})} to={`${paths.admin.invoices.new.getHref()}?${new URLSearchParams({ customer: job.customer.id, job: job.id })}`}>
              {t('jobs.createInvoice')}
            </Link>
          )
        )}
      </div>
    </PageContainer>
  );
}

export { JobPage as Component };
