import { useQuery } from '@apollo/client/react';
import { AdminInvoiceDocument } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { sprinkles } from '../../../shared/theme/sprinkles.css';
import { BackLink } from '../../../shared/ui/back-link';
import { Button } from '../../../shared/ui/button';
import { card, cardTitle } from '../../../shared/ui/card.css';
import { DocumentLines } from '../../../shared/domain/document-lines';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { sections } from '../../../shared/ui/sections.css';
import { InvoiceStatusBadge } from '../../../shared/ui/status-badge';
import { titleRow } from '../../../shared/ui/title-row.css';
import { actions } from '../components/common/actions.css';
import { BillingRecords, usePollWhileSending } from '../components/verifactu/billing-records';
import { columns } from '../components/common/columns.css';
import { InvoiceFacts } from '../components/invoices/invoice-facts';
import { draftOf } from '../components/invoices/lines-editor';
import { MarkPaidForm } from '../components/invoices/mark-paid-form';
import { PaymentProblems } from '../components/invoices/payment-problems';
import { PdfButton } from '../components/common/pdf-button';
import { RectifyForm } from '../components/invoices/rectify-form';
import { VoidForm } from '../components/invoices/void-form';
import { VerifactuNotice } from '../components/verifactu/verifactu-notice';

/**
 * /admin/invoices/:id: the invoice as issued (never edited), its PDF, its records at the tax agency,
 * recording a payment, correcting it with a rectifying invoice, and cancelling one issued by mistake.
 */
export function InvoicePage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('admin');
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
      <VerifactuNotice />
      <div className={sections}>
        <PaymentProblems problems={invoice.paymentProblems} />
        <div className={columns}>
          <InvoiceFacts invoice={invoice} />
          <section className={card({ padding: 'responsive' })} aria-labelledby="invoice-lines">
            <h2 id="invoice-lines" className={cardTitle({ space: 'sm' })}>
              {t('lines.title')}
            </h2>
            <DocumentLines document={invoice} caption={t('lines.title')} />
          </section>
        </div>
        <div className={actions}>
          <PdfButton url={invoice.pdfUrl} fileName={`${invoice.number}.pdf`} what="Invoice">
            {t('invoices.downloadPdf')}
          </PdfButton>
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

export { InvoicePage as Component };
