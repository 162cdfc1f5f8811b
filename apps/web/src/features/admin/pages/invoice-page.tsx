import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminInvoiceDocument,
  CreateRectifyingInvoiceDocument,
  MarkInvoicePaidDocument,
  VoidInvoiceDocument,
  type ManualPaymentMethod,
  type RectificationCause,
  type RectificationMethod,
} from '@mmt/graphql';
import { normalizeLanguage } from '@mmt/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { downloadPdf } from '../../../shared/download/download-file';
import { formatDate, formatIsoDate, todayIso } from '../../../shared/format/format';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { ErrorAlert } from '../../../shared/ui/alert';
import { BackLink } from '../../../shared/ui/back-link';
import { Button } from '../../../shared/ui/button';
import { DocumentLines } from '../../../shared/ui/document-lines';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { InvoiceStatusBadge } from '../../../shared/ui/status-badge';
import * as fieldStyles from '../../../shared/ui/text-field.css';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { card, cardTitle } from '../../../shared/ui/card.css';
import { Fact, FactList } from '../components/fact-list';
import { sprinkles } from '../../../shared/theme/sprinkles.css';
import { titleRow } from '../../../shared/ui/title-row.css';
import { sections } from '../../../shared/ui/sections.css';
import { columns } from '../components/columns.css';
import * as formStyles from '../components/form.css';
import { actions } from '../components/actions.css';
import { DayInput, dayValue, useDayFormatHint } from '../../../shared/ui/day-input';
import { Field } from '../../../shared/ui/field';
import { draftOf, LinesEditor, linesInput, type LineDraft } from '../components/lines-editor';
import { PaymentProblems } from '../components/payment-problems';
import { ActionForm } from '../components/action-form';
import { useFormErrors } from '../lib/form-errors';
import { BillingRecords, usePollWhileSending } from '../components/billing-records';

const methods: ManualPaymentMethod[] = ['TRANSFER', 'CASH', 'CARD'];
const rectificationMethods: RectificationMethod[] = ['SUBSTITUTION', 'DIFFERENCES'];
const rectificationCauses: RectificationCause[] = ['R1', 'R2', 'R3', 'R4'];

/**
 * /admin/invoices/:id: the invoice as issued (never edited), its PDF, its records at the tax agency,
 * recording a payment, correcting it with a rectifying invoice, and cancelling one issued by mistake.
 */
export function InvoicePage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('admin');
  const { toast } = useToast();
  const query = useQuery(AdminInvoiceDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const { data, loading, error, refetch } = query;
  const [action, setAction] = useState<'pay' | 'rectify' | 'void' | null>(null);
  const invoice = data?.node?.__typename === 'Invoice' ? data.node : null;
  usePollWhileSending(invoice?.billingRecords ?? [], query);
  useDocumentTitle(invoice?.number ?? t('pages.invoice.title'));
  const back = <BackLink to={paths.admin.invoices.getHref()}>{t('pages.invoices.title')}</BackLink>;
  if (!invoice) {
    return (
      <PageContainer>
        {back}
        <PageTitle>{t('pages.invoice.title')}</PageTitle>
        {loading && <LoadingState label={t('invoices.loadingOne')} />}
        {!loading && !error && <EmptyState>{t('invoices.notFound')}</EmptyState>}
        {!loading && error && <ErrorState message={t('invoices.error')} onRetry={() => void refetch()} />}
      </PageContainer>
    );
  }
  const address = invoice.billedTo.address;
  const payable = invoice.status === 'PENDING' || invoice.status === 'OVERDUE';
  const rectifiable = invoice.status !== 'RECTIFIED' && invoice.status !== 'VOIDED' && invoice.status !== 'SETTLED';
  // Only an unpaid invoice that corrects nothing can be cancelled; anything else is rectified.
  const voidable = payable && !invoice.isRectifying;
  return (
    <PageContainer>
      {back}
      <div className={titleRow}>
        <PageTitle>{invoice.isRectifying ? t('invoices.rectifyingTitle', { number: invoice.number }) : invoice.number}</PageTitle>
        <InvoiceStatusBadge status={invoice.status} />
      </div>
      <div className={sections}>
        <PaymentProblems problems={invoice.paymentProblems} />
        <div className={columns}>
          <section className={card({ padding: 'responsive' })} aria-labelledby="invoice-facts">
            <h2 id="invoice-facts" className={cardTitle({ space: 'sm' })}>
              {invoice.concept}
            </h2>
            <FactList>
              <Fact label={t('invoices.client')}>
                <Link to={paths.admin.clients.detail.getHref(invoice.customer.id)}>{invoice.billedTo.name}</Link>
                {invoice.billedTo.taxId && ` · ${invoice.billedTo.taxId}`}
              </Fact>
              {address && (
                <Fact label={t('clients.fields.billingAddress')}>{`${address.line}, ${address.postalCode} ${address.city}, ${address.countryCode}`}</Fact>
              )}
              <Fact label={t('invoices.issueDate')}>{formatIsoDate(invoice.issueDate)}</Fact>
              <Fact label={t('invoices.dueDate')}>{formatIsoDate(invoice.dueDate)}</Fact>
              {invoice.boat && (
                <Fact label={t('jobs.boat')}>{invoice.boat.name}</Fact>
              )}
              {invoice.job && (
                <Fact label={t('invoices.job')}>
                    <Link to={paths.admin.jobs.detail.getHref(invoice.job.id)}>{invoice.job.title}</Link>
                  </Fact>
              )}
              {invoice.paidAt && invoice.paymentMethod && (
                <Fact label={t('invoices.paid')}>
                    {formatDate(invoice.paidAt)} · {t(`invoices.methods.${invoice.paymentMethod}`)}
                  </Fact>
              )}
              {invoice.rectifies && (
                <Fact label={t('invoices.rectifies')}>
                    <Link to={paths.admin.invoices.detail.getHref(invoice.rectifies.id)}>{invoice.rectifies.number}</Link>
                    {invoice.rectificationMethod && ` · ${t(`invoices.rectifyMethods.${invoice.rectificationMethod}`)}`}
                    {invoice.rectificationCause && ` · ${invoice.rectificationCause}`} · {invoice.rectificationReason}
                  </Fact>
              )}
              {invoice.rectifiedBy && (
                <Fact label={t('invoices.rectifiedBy')}>
                    <Link to={paths.admin.invoices.detail.getHref(invoice.rectifiedBy.id)}>{invoice.rectifiedBy.number}</Link>
                  </Fact>
              )}
            </FactList>
          </section>
          <section className={card({ padding: 'responsive' })} aria-labelledby="invoice-lines">
            <h2 id="invoice-lines" className={cardTitle({ space: 'sm' })}>
              {t('lines.title')}
            </h2>
            <DocumentLines document={invoice} caption={t('lines.title')} />
          </section>
        </div>
        <div className={actions}>
          <Button
            variant="secondary"
            onClick={() =>
              void downloadPdf(invoice.pdfUrl, `${invoice.number}.pdf`, normalizeLanguage(i18n.language)).catch((cause: unknown) => {
                console.error('Invoice download failed', cause);
                toast({ variant: 'destructive', title: t('form.errorTitle'), description: t('form.failed') });
              })
            }
          >
            {t('invoices.downloadPdf')}
          </Button>
          {payable && action !== 'pay' && <Button onClick={() => setAction('pay')}>{t('invoices.markPaid')}</Button>}
          {rectifiable && action !== 'rectify' && (
            <Button variant="secondary" onClick={() => setAction('rectify')}>
              {t('invoices.rectify')}
            </Button>
          )}
          {voidable && action !== 'void' && (
            <Button variant="ghost" onClick={() => setAction('void')}>
              {t('invoices.voidAction')}
            </Button>
          )}
        </div>
        {action === 'pay' && payable && <MarkPaidForm invoiceId={invoice.id} onDone={() => setAction(null)} />}
        {action === 'rectify' && rectifiable && (
          <RectifyForm invoiceId={invoice.id} lines={invoice.lines.map((line) => draftOf(line, i18n.language))} onCancel={() => setAction(null)} />
        )}
        {action === 'void' && voidable && <VoidForm invoiceId={invoice.id} number={invoice.number} onDone={() => setAction(null)} />}
        <section className={card({ padding: 'responsive' })} aria-labelledby="invoice-tax-records">
          <h2 id="invoice-tax-records" className={cardTitle({ space: 'sm' })}>
            {t('invoices.taxRecords')}
          </h2>
          {invoice.billingRecords.length === 0 ? (
            <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('invoices.noTaxRecords')}</p>
          ) : (
            <BillingRecords records={invoice.billingRecords} label={t('invoices.taxRecords')} linkInvoices={false} />
          )}
        </section>
      </div>
    </PageContainer>
  );
}

function MarkPaidForm({ invoiceId, onDone }: { invoiceId: string; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const dayFormatHint = useDayFormatHint();
  const { toast } = useToast();
  const { errors, formError, save } = useFormErrors({ reference: { max: 200 } });
  const [paidOn, setPaidOn] = useState(() => formatIsoDate(todayIso()));
  const [method, setMethod] = useState<ManualPaymentMethod>('TRANSFER');
  const [reference, setReference] = useState('');
  const [markPaid, { loading }] = useMutation(MarkInvoicePaidDocument, { update: (cache) => void cache.evict({ fieldName: 'invoices' }) });

  const submit = () =>
    save(async () => {
      await markPaid({ variables: { input: { invoiceId, paidOn: dayValue(paidOn) ?? '', method, reference: reference || undefined } } });
      toast({ title: t('invoices.markedPaid'), description: t('invoices.customerTold') });
      onDone();
    });

  return (
    <ActionForm id="mark-paid" title={t('invoices.markPaid')} formError={formError} loading={loading} submitLabel={t('invoices.savePayment')} onSubmit={submit} onCancel={onDone}>
      <div className={formStyles.grid}>
        <Field label={t('invoices.paidOn')} hint={dayFormatHint} error={errors.paidOn}>
          {(props) => <DayInput {...props} max={todayIso()} value={paidOn} onChange={setPaidOn} />}
        </Field>
        <Field label={t('invoices.method')} error={errors.method}>
          {(props) => (
            <select {...props} className={fieldStyles.input} value={method} onChange={(event) => setMethod(event.target.value as ManualPaymentMethod)}>
              {methods.map((option) => (
                <option key={option} value={option}>
                  {t(`invoices.methods.${option}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('invoices.reference')} error={errors.reference}>
          {(props) => <input {...props} className={fieldStyles.input} value={reference} maxLength={200} onChange={(event) => setReference(event.target.value)} />}
        </Field>
      </div>
    </ActionForm>
  );
}

/**
 * A rectifying invoice: by substitution (prefilled with the original's lines, to correct) or by
 * differences (a credit of the whole invoice, no lines to give), with its legal ground and why.
 */
function RectifyForm({ invoiceId, lines: original, onCancel }: { invoiceId: string; lines: LineDraft[]; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const navigate = useNavigate();
  const { errors, formError, save, refuse } = useFormErrors({ reason: { max: 500 } });
  const [method, setMethod] = useState<RectificationMethod>('SUBSTITUTION');
  const [cause, setCause] = useState<RectificationCause>('R1');
  const [lines, setLines] = useState(original);
  const [reason, setReason] = useState('');
  const [rectify, { loading }] = useMutation(CreateRectifyingInvoiceDocument, { update: (cache) => void cache.evict({ fieldName: 'invoices' }) });
  const byDifferences = method === 'DIFFERENCES';

  async function submit() {
    const parsed = byDifferences ? null : linesInput(lines, t('validation.amount'));
    if (parsed && refuse(parsed.errors)) return;
    await save(async () => {
      const result = await rectify({ variables: { input: { invoiceId, reason, method, cause, lines: parsed?.lines } } });
      const invoice = result.data!.createRectifyingInvoice.invoice;
      toast({ title: t('invoices.issued', { number: invoice.number }), description: t('invoices.emailed') });
      navigate(paths.admin.invoices.detail.getHref(invoice.id));
    });
  }

  return (
    <ActionForm
      id="rectify"
      title={t('invoices.rectify')}
      note={t('invoices.rectifyNote')}
      formError={formError}
      loading={loading}
      submitLabel={t('invoices.issueRectifying')}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{t('invoices.rectifyMethod')}</legend>
        {rectificationMethods.map((option) => (
          <label key={option} className={formStyles.choice}>
            <input type="radio" name="rectification-method" value={option} checked={method === option} onChange={() => setMethod(option)} />
            {t(`invoices.rectifyMethods.${option}`)}
          </label>
        ))}
      </fieldset>
      <Field label={t('invoices.rectifyCause')} error={errors.cause}>
        {(props) => (
          <select {...props} className={fieldStyles.input} value={cause} onChange={(event) => setCause(event.target.value as RectificationCause)}>
            {rectificationCauses.map((option) => (
              <option key={option} value={option}>
                {t(`invoices.rectifyCauses.${option}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('invoices.reason')} error={errors.reason}>
        {(props) => <textarea {...props} className={fieldStyles.textarea} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />}
      </Field>
      {byDifferences ? <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('invoices.creditNote')}</p> : <LinesEditor lines={lines} onChange={setLines} errors={errors} />}
      {byDifferences && errors.lines && <ErrorAlert>{errors.lines}</ErrorAlert>}
    </ActionForm>
  );
}

/** An invoice issued by mistake: cancelled (anulación) with the reason, kept with its record for the AEAT. */
function VoidForm({ invoiceId, number, onDone }: { invoiceId: string; number: string; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const { errors, formError, save } = useFormErrors({ reason: { max: 500 } });
  const [reason, setReason] = useState('');
  const [cancel, { loading }] = useMutation(VoidInvoiceDocument, { update: (cache) => void cache.evict({ fieldName: 'invoices' }) });

  const submit = () =>
    save(async () => {
      await cancel({ variables: { input: { invoiceId, reason } } });
      toast({ title: t('invoices.voided', { number }), description: t('invoices.voidedDetail') });
      onDone();
    });

  return (
    <ActionForm
      id="void-invoice"
      title={t('invoices.voidTitle')}
      note={t('invoices.voidNote')}
      formError={formError}
      loading={loading}
      submitLabel={t('invoices.voidConfirm')}
      danger
      onSubmit={submit}
      onCancel={onDone}
    >
      <Field label={t('invoices.voidReason')} error={errors.reason}>
        {(props) => <textarea {...props} className={fieldStyles.textarea} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />}
      </Field>
    </ActionForm>
  );
}

export { InvoicePage as Component };
