import { useMutation, useQuery } from '@apollo/client/react';
import { ApproveQuoteDocument, DeclineQuoteDocument, PortalJobDocument, type QuoteDocumentFragment } from '@mmt/graphql';
import { normalizeLanguage } from '@mmt/i18n';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { downloadPdf } from '../../../shared/download/download-file';
import { formatDate, formatIsoDate, formatMoney } from '../../../shared/format/format';
import { errorCodesOf } from '../../../shared/graphql/graphql-error';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { ErrorAlert } from '../../../shared/ui/alert';
import { BackLink } from '../../../shared/ui/back-link';
import { Button } from '../../../shared/ui/button';
import { DocumentLines } from '../../../shared/domain/document-lines';
import { JobTimeline } from '../../../shared/domain/job-timeline';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { InlineSpinner } from '../../../shared/ui/spinner';
import { InvoiceStatusBadge, JobStatusBadge } from '../../../shared/ui/status-badge';
import * as fieldStyles from '../../../shared/ui/text-field.css';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { card, cardTitle } from '../../../shared/ui/card.css';
import * as styles from './job-page.css';
import { sections } from '../../../shared/ui/sections.css';
import { titleRow } from '../../../shared/ui/title-row.css';
import { WorkReport } from '../../../shared/domain/work-report';

/** /app/jobs/:id: a job's timeline, its quote (to approve or decline, and as a PDF) and its invoice. */
export function JobPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('portal');
  const { data, loading, error, refetch } = useQuery(PortalJobDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const job = data?.node?.__typename === 'Job' ? data.node : null;
  useDocumentTitle(job?.title ?? t('pages.job.title'));
  const back = <BackLink to={job ? paths.app.boats.detail.getHref(job.boat.id) : paths.app.boats.getHref()}>{job ? job.boat.name : t('boats.back')}</BackLink>;
  if (!job) {
    return (
      <PageContainer>
        {back}
        <PageTitle>{t('pages.job.title')}</PageTitle>
        {loading && <LoadingState label={t('job.loading')} />}
        {!loading && !error && <EmptyState>{t('job.notFound')}</EmptyState>}
        {!loading && error && <ErrorState message={t('job.error')} onRetry={() => void refetch()} />}
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
      <p className={styles.meta}>
        {t('job.requestedOn', { date: formatDate(job.createdAt) })}
        {job.preferredDate && ` · ${t('job.preferredDate', { date: formatIsoDate(job.preferredDate) })}`}
      </p>
      {job.description && <p className={styles.description}>{job.description}</p>}
      <div className={sections}>
        {job.quote && <QuoteCard quote={job.quote} />}
        {job.invoice && (
          <section className={card({ padding: 'lg' })} aria-labelledby="job-invoice">
            <h2 id="job-invoice" className={cardTitle({ space: 'md' })}>
              {t('job.invoiceTitle')}
            </h2>
            <p className={styles.invoiceLine}>
              <Link to={paths.app.invoices.getHref()}>{job.invoice.number}</Link> <InvoiceStatusBadge status={job.invoice.status} />
            </p>
          </section>
        )}
        <WorkReport job={job} />
        <section className={card({ padding: 'lg' })} aria-labelledby="job-timeline">
          <h2 id="job-timeline" className={cardTitle({ space: 'md' })}>
            {t('jobs.timelineTitle')}
          </h2>
          <JobTimeline history={job.statusHistory} visits={job.visits} label={t('jobs.timelineTitle')} />
        </section>
      </div>
    </PageContainer>
  );
}

/** The job's latest quote: its lines and totals, its PDF, and — while it can be — approve or decline. */
function QuoteCard({ quote }: { quote: QuoteDocumentFragment }) {
  const { t, i18n } = useTranslation('portal');
  const { toast } = useToast();
  const reasonId = useId();
  const [approve, approving] = useMutation(ApproveQuoteDocument, { refetchQueries: [PortalJobDocument] });
  const [decline, declining] = useMutation(DeclineQuoteDocument, { refetchQueries: [PortalJobDocument] });
  const [declineOpen, setDeclineOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const answerable = quote.status === 'SENT';

  const failed = (cause: unknown) => {
    const codes = errorCodesOf(cause);
    const reasonCode = (cause as { errors?: { extensions?: { reason?: string } }[] }).errors?.[0]?.extensions?.reason;
    console.error('Quote answer failed', cause);
    setError(reasonCode === 'QUOTE_EXPIRED' ? t('quote.expiredError') : codes.includes('CONFLICT') ? t('quote.alreadyAnswered') : t('quote.answerFailed'));
  };

  async function onApprove() {
    setError(null);
    try {
      await approve({ variables: { input: { quoteId: quote.id } } });
      toast({ title: t('quote.approved.title'), description: t('quote.approved.description') });
    } catch (cause) {
      failed(cause);
    }
  }

  async function onDecline(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!reason.trim()) {
      setError(t('quote.reasonRequired'));
      return;
    }
    try {
      await decline({ variables: { input: { quoteId: quote.id, reason } } });
      toast({ title: t('quote.declined.title'), description: t('quote.declined.description') });
      setDeclineOpen(false);
    } catch (cause) {
      failed(cause);
    }
  }

  async function onDownload() {
    try {
      await downloadPdf(quote.pdfUrl, `${quote.number}.pdf`, normalizeLanguage(i18n.language));
    } catch (cause) {
      console.error('Quote download failed', cause);
      toast({ variant: 'destructive', title: t('quote.downloadFailed.title'), description: t('quote.downloadFailed.description') });
    }
  }

  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="job-quote" data-testid="quote">
      <div className={titleRow}>
        <h2 id="job-quote" className={cardTitle({ space: 'md' })}>
          {t('quote.title', { number: quote.number })}
        </h2>
        <span className={styles.quoteStatus}>{t(`quote.status.${quote.status}`)}</span>
      </div>
      <p className={styles.meta}>{t('quote.validUntil', { date: formatIsoDate(quote.validUntil) })}</p>
      {quote.note && <p className={styles.description}>{quote.note}</p>}
      <DocumentLines document={quote} caption={t('quote.linesCaption', { number: quote.number })} />
      {quote.declineReason && <p className={styles.meta}>{t('quote.declineReason', { reason: quote.declineReason })}</p>}
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={() => void onDownload()}>
          {t('quote.download')}
        </Button>
        {answerable && !declineOpen && (
          <>
            <Button size="sm" onClick={() => void onApprove()} disabled={approving.loading}>
              {approving.loading && <InlineSpinner />}
              {t('quote.approve', { total: formatMoney(quote.totalCents, i18n.language) })}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setDeclineOpen(true)}>
              {t('quote.decline')}
            </Button>
          </>
        )}
      </div>
      {answerable && declineOpen && (
        <form className={styles.declineForm} onSubmit={(event) => void onDecline(event)} noValidate>
          <label htmlFor={reasonId} className={fieldStyles.label}>
            {t('quote.reason')}
          </label>
          <textarea id={reasonId} className={fieldStyles.textarea} value={reason} maxLength={1000} onChange={(event) => setReason(event.target.value)} />
          <div className={styles.actions}>
            <Button type="submit" variant="danger" size="sm" disabled={declining.loading}>
              {declining.loading && <InlineSpinner />}
              {t('quote.confirmDecline')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setDeclineOpen(false)}>
              {t('quote.cancel')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

export { JobPage as Component };
