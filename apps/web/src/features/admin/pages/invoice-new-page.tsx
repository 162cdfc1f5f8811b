import { useMutation, useQuery } from '@apollo/client/react';
import { CreateInvoiceDocument, InvoiceableJobsDocument } from '@mmt/graphql';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatIsoDate, todayIso } from '../../../shared/format/format';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { ErrorAlert } from '../../../shared/ui/alert';
import { BackLink } from '../../../shared/ui/back-link';
import { Button } from '../../../shared/ui/button';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { InlineSpinner } from '../../../shared/ui/spinner';
import * as fieldStyles from '../../../shared/ui/text-field.css';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { sprinkles } from '../../../shared/theme/sprinkles.css';
import { sections } from '../../../shared/ui/sections.css';
import * as formStyles from '../components/common/form.css';
import { actions } from '../components/common/actions.css';
import { DayInput, dayValue, useDayFormatHint } from '../../../shared/ui/day-input';
import { Field } from '../../../shared/ui/field';
import { ClientSelect } from '../components/common/job-filters';
import { draftOf, emptyLine, LinesEditor, useLinesInput, type LineDraft } from '../components/invoices/lines-editor';
import { VerifactuNotice } from '../components/verifactu/verifactu-notice';
import { useFormErrors } from '../lib/form-errors';

/**
 * /admin/invoices/new?customer=&job=: issues an invoice for a customer, from one of their
 * completed jobs (the hours and parts of its visits, else its approved quote's lines, which can be
 * changed) or from scratch.
 */
export function InvoiceNewPage() {
  const { t, i18n } = useTranslation('admin');
  const dayFormatHint = useDayFormatHint();
  useDocumentTitle(t('pages.invoiceNew.title'));
  const navigate = useNavigate();
  const { toast } = useToast();
  const [searchParams] = useSearchParams();
  const { errors, formError, save, refuse } = useFormErrors();
  const toInput = useLinesInput();
  const [customer, setCustomer] = useState(searchParams.get('customer') ?? '');
  const [jobId, setJobId] = useState(searchParams.get('job') ?? '');
  const [lines, setLines] = useState<LineDraft[]>([emptyLine()]);
  const [dueDate, setDueDate] = useState(() => formatIsoDate(todayIso(new Date(Date.now() + 30 * 86_400_000))));
  const jobs = useQuery(InvoiceableJobsDocument, { variables: { customerId: customer, first: 50 }, skip: !customer, fetchPolicy: 'cache-and-network' });
  const options = jobs.data?.jobs.edges.map((edge) => edge.node).filter((job) => !job.invoice) ?? [];
  const chosen = options.find((job) => job.id === jobId);
  const [create, { loading }] = useMutation(CreateInvoiceDocument, { update: (cache) => void cache.evict({ fieldName: 'invoices' }) });

  // Choosing a job (or arriving with one) brings, once, the hours and parts its visits recorded,
  // else its approved quote's lines; they stay editable.
  const [appliedJob, setAppliedJob] = useState<string | null>(null);
  if (chosen && appliedJob !== chosen.id) {
    setAppliedJob(chosen.id);
    const recorded = chosen.invoiceDraftLines ?? [];
    // A VIP member's discount lines stay out (a line cannot be negative): the server adds the plan's discount to the invoice.
    const editable = <T extends { unitPriceCents: number }>(from: readonly T[]) => from.filter((line) => line.unitPriceCents >= 0);
    if (recorded.length) setLines(editable(recorded).map((line) => draftOf(line, i18n.language)));
    else if (chosen.quote?.status === 'APPROVED') setLines(editable(chosen.quote.lines).map((line) => draftOf(line, i18n.language)));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = toInput(lines);
    if (refuse(customer ? parsed.errors : { customerId: t('invoices.chooseClient') })) return;
    await save(async () => {
      const result = await create({
        variables: { input: { customerId: customer, jobId: jobId || undefined, lines: parsed.lines, dueDate: dayValue(dueDate) } },
      });
      const invoice = result.data!.createInvoice.invoice;
      toast({ title: t('invoices.issued', { number: invoice.number }), description: t('invoices.emailed') });
      navigate(paths.admin.invoices.detail.getHref(invoice.id));
    });
  }

  return (
    <PageContainer>
      <BackLink to={paths.admin.invoices.getHref()}>{t('pages.invoices.title')}</BackLink>
      <PageTitle>{t('pages.invoiceNew.title')}</PageTitle>
      <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('invoices.numberNote')}</p>
      <VerifactuNotice showMode />
      <form className={`${formStyles.form} ${sections}`} onSubmit={(event) => void submit(event)} noValidate aria-busy={loading}>
        {formError && <ErrorAlert>{formError}</ErrorAlert>}
        <div className={formStyles.grid}>
          <ClientSelect
            label={t('invoices.client')}
            emptyLabel={t('invoices.chooseClient')}
            value={customer}
            onChange={(id) => (setCustomer(id), setJobId(''))}
            error={errors.customerId}
          />
          <Field label={t('invoices.job')} error={errors.jobId} hint={customer && options.length === 0 ? t('invoices.noCompletedJobs') : undefined}>
            {(props) => (
              <select {...props} className={fieldStyles.input} value={jobId} disabled={!customer} onChange={(event) => setJobId(event.target.value)}>
                <option value="">{t('invoices.noJob')}</option>
                {options.map((job) => (
                  <option key={job.id} value={job.id}>
                    {job.title} · {job.boat.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('invoices.dueDate')} hint={dayFormatHint} error={errors.dueDate}>
            {(props) => <DayInput {...props} min={todayIso()} value={dueDate} onChange={setDueDate} />}
          </Field>
        </div>
        <LinesEditor lines={lines} onChange={setLines} errors={errors} labour />
        <div className={actions}>
          <Button type="submit" disabled={loading}>
            {loading && <InlineSpinner />}
            {t('invoices.issue')}
          </Button>
        </div>
      </form>
    </PageContainer>
  );
}

export { InvoiceNewPage as Component };
