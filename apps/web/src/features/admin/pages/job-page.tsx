import { useMutation, useQuery } from '@apollo/client/react';
import { AlertBadge } from '../../../shared/boats/alert-badge';
import { AdminJobDocument, SendQuoteDocument, UpdateJobStatusDocument, type JobStatus } from '@mmt/graphql';
import { normalizeLanguage } from '@mmt/i18n';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { downloadPdf } from '../../../shared/download/download-file';
import { formatDate, formatIsoDate, todayIso } from '../../../shared/format/format';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { ErrorAlert } from '../../../shared/ui/alert';
import { BackLink } from '../../../shared/ui/back-link';
import { Button } from '../../../shared/ui/button';
import { button } from '../../../shared/ui/button.css';
import { DocumentLines } from '../../../shared/ui/document-lines';
import { JobTimeline } from '../../../shared/ui/job-timeline';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { InlineSpinner } from '../../../shared/ui/spinner';
import { InvoiceStatusBadge, JobStatusBadge, useJobStatusLabel } from '../../../shared/ui/status-badge';
import * as fieldStyles from '../../../shared/ui/text-field.css';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { card, cardTitle } from '../../../shared/ui/card.css';
import { sprinkles } from '../../../shared/theme/sprinkles.css';
import { titleRow } from '../../../shared/ui/title-row.css';
import { sections } from '../../../shared/ui/sections.css';
import { columns } from '../components/columns.css';
import * as formStyles from '../components/form.css';
import { actions } from '../components/actions.css';
import { DayInput, dayValue, useDayFormatHint } from '../../../shared/ui/day-input';
import { Field } from '../../../shared/ui/field';
import { emptyLine, LinesEditor, linesInput, type LineDraft } from '../components/lines-editor';
import { useFormErrors } from '../lib/form-errors';

/** /admin/jobs/:id: the job, its timeline, a status change with a note, its quote (or the form to send one) and its invoice. */
export function JobPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('admin');
  const { toast } = useToast();
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
  const quote = job.quote;
  return (
    <PageContainer>
      {back}
      <div className={titleRow}>
        <PageTitle>{job.title}</PageTitle>
        <JobStatusBadge status={job.status} />
      </div>
      <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>
        <Link to={paths.admin.clients.detail.getHref(job.customer.id)}>{job.customer.name}</Link> · {job.boat.name} · {t('jobs.requestedOn', { date: formatDate(job.createdAt) })}
        {job.preferredDate && ` · ${t('jobs.preferredDate', { date: formatIsoDate(job.preferredDate) })}`}
        {job.contactPhone && ` · ${job.contactPhone}`}
      </p>
      <AlertBadge boat={job.boat} named since />
      {job.description && <p className={sections}>{job.description}</p>}
      <div className={sections}>
        <div className={columns}>
          <StatusChange jobId={job.id} nextStatuses={job.nextStatuses} />
          <section className={card({ padding: 'responsive' })} aria-labelledby="job-timeline">
            <h2 id="job-timeline" className={cardTitle({ space: 'sm' })}>
              {t('jobs.timeline')}
            </h2>
            <JobTimeline history={job.statusHistory} label={t('jobs.timeline')} />
          </section>
        </div>
        {quote && (
          <section className={card({ padding: 'responsive' })} aria-labelledby="job-quote" data-testid="quote">
            <div className={titleRow}>
              <h2 id="job-quote" className={cardTitle({ space: 'sm' })}>
                {t('quotes.title', { number: quote.number })} · {t(`quotes.status.${quote.status}`)}
              </h2>
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  void downloadPdf(quote.pdfUrl, `${quote.number}.pdf`, normalizeLanguage(i18n.language)).catch((cause: unknown) => {
                    console.error('Quote download failed', cause);
                    toast({ variant: 'destructive', title: t('form.errorTitle'), description: t('form.failed') });
                  })
                }
              >
                {t('quotes.download')}
              </Button>
            </div>
            <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('quotes.validUntil', { date: formatIsoDate(quote.validUntil) })}</p>
            {quote.declineReason && <p>{t('quotes.declineReason', { reason: quote.declineReason })}</p>}
            <DocumentLines document={quote} caption={t('quotes.title', { number: quote.number })} />
          </section>
        )}
        {job.status === 'PENDING' && <QuoteForm jobId={job.id} />}
        {job.invoice ? (
          <p>
            {t('jobs.invoice')}: <Link to={paths.admin.invoices.detail.getHref(job.invoice.id)}>{job.invoice.number}</Link> <InvoiceStatusBadge status={job.invoice.status} />
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

/** Moves the job to one of the statuses it may go to by hand, with a note for the customer. */
function StatusChange({ jobId, nextStatuses }: { jobId: string; nextStatuses: JobStatus[] }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const statusLabel = useJobStatusLabel();
  const { errors, formError, save, refuse } = useFormErrors({ note: { max: 1000 } });
  const [status, setStatus] = useState<JobStatus | ''>('');
  const [note, setNote] = useState('');
  const [update, { loading }] = useMutation(UpdateJobStatusDocument, { update: (cache) => void cache.evict({ fieldName: 'jobs' }) });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!status) return void refuse({ status: t('jobs.chooseStatus') });
    await save(async () => {
      await update({ variables: { input: { jobId, status, note: note || undefined } } });
      toast({ title: t('jobs.statusChanged', { status: statusLabel(status) }), description: t('jobs.customerTold') });
      setStatus('');
      setNote('');
    });
  }

  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="job-status">
      <h2 id="job-status" className={cardTitle({ space: 'sm' })}>
        {t('jobs.changeStatus')}
      </h2>
      {nextStatuses.length === 0 ? (
        <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('jobs.final')}</p>
      ) : (
        <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
          {formError && <ErrorAlert>{formError}</ErrorAlert>}
          <Field label={t('jobs.newStatus')} error={errors.status}>
            {(props) => (
              <select {...props} className={fieldStyles.input} value={status} onChange={(event) => setStatus(event.target.value as JobStatus)}>
                <option value="">{t('jobs.chooseStatus')}</option>
                {nextStatuses.map((option) => (
                  <option key={option} value={option}>
                    {statusLabel(option)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('jobs.note')} error={errors.note} hint={t('jobs.noteHint')}>
            {(props) => <textarea {...props} className={fieldStyles.textarea} value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} />}
          </Field>
          <div className={actions}>
            <Button type="submit" disabled={loading}>
              {loading && <InlineSpinner />}
              {t('jobs.saveStatus')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

/** Writes and sends a quote for a Pendiente job: lines, VAT per line (21 % by default), validity. */
function QuoteForm({ jobId }: { jobId: string }) {
  const { t } = useTranslation('admin');
  const dayFormatHint = useDayFormatHint();
  const { toast } = useToast();
  const { errors, formError, save, refuse } = useFormErrors({ note: { max: 1000 } });
  const [lines, setLines] = useState<LineDraft[]>([emptyLine()]);
  const [validUntil, setValidUntil] = useState(() => formatIsoDate(todayIso(new Date(Date.now() + 30 * 86_400_000))));
  const [note, setNote] = useState('');
  const [send, { loading }] = useMutation(SendQuoteDocument, { refetchQueries: [AdminJobDocument], update: (cache) => void cache.evict({ fieldName: 'jobs' }) });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = linesInput(lines, t('validation.amount'));
    if (refuse(parsed.errors)) return;
    await save(async () => {
      await send({ variables: { input: { jobId, lines: parsed.lines, validUntil: dayValue(validUntil) ?? '', note: note || undefined } } });
      toast({ title: t('quotes.sent'), description: t('jobs.customerTold') });
    });
  }

  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="quote-form">
      <h2 id="quote-form" className={cardTitle({ space: 'sm' })}>
        {t('quotes.write')}
      </h2>
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={loading}>
        {formError && <ErrorAlert>{formError}</ErrorAlert>}
        <LinesEditor lines={lines} onChange={setLines} errors={errors} />
        <div className={formStyles.grid}>
          <Field label={t('quotes.validUntilField')} hint={dayFormatHint} error={errors.validUntil}>
            {(props) => <DayInput {...props} min={todayIso()} value={validUntil} onChange={setValidUntil} />}
          </Field>
        </div>
        <Field label={t('quotes.note')} error={errors.note}>
          {(props) => <textarea {...props} className={fieldStyles.textarea} value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} />}
        </Field>
        <div className={actions}>
          <Button type="submit" disabled={loading}>
            {loading && <InlineSpinner />}
            {t('quotes.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}

export { JobPage as Component };
