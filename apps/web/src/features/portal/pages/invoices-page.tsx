import { useMutation, useQuery } from '@apollo/client/react';
import { InvoicesDocument, PayInvoiceDocument, type InvoiceRowFragment } from '@mmt/graphql';
import { normalizeLanguage } from '@mmt/i18n';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { taxIdentityText } from '../../../shared/format/tax-identity';
import { paths } from '../../../shared/paths';
import { BackLink } from '../../../shared/ui/back-link';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { InvoiceTable } from '../components/invoice-table';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { downloadPdf } from '../../../shared/download/download-file';
import { usePollWhile } from '../lib/use-poll-while';
import * as styles from './invoices-page.css';

/** /app/invoices: the customer's invoices; download the PDF, pay the pending ones (by card where set up, else by transfer). */
export function InvoicesPage() {
  const { t, i18n } = useTranslation('portal');
  const { t: common } = useTranslation('common');
  useDocumentTitle(t('pages.invoices.title'));
  const { toast } = useToast();
  const { data, error, loading, refetch } = useQuery(InvoicesDocument, { variables: { first: 100 }, fetchPolicy: 'cache-and-network' });
  const [payInvoice] = useMutation(PayInvoiceDocument);
  const [paying, setPaying] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const invoices = data?.invoices.edges.map((edge) => edge.node) ?? [];
  const payment = usePaymentReturn(invoices, refetch);

  async function onDownload(invoice: InvoiceRowFragment) {
    toast({ title: t('invoices.downloading.title', { id: invoice.number }), description: t('invoices.downloading.description') });
    try {
      await downloadPdf(invoice.pdfUrl, `${invoice.number}.pdf`, normalizeLanguage(i18n.language));
    } catch (failure) {
      console.error('Invoice download failed', failure);
      toast({
        variant: 'destructive',
        title: t('invoices.downloadFailed.title'),
        description: t('invoices.downloadFailed.description', { id: invoice.number }),
      });
    }
  }

  async function onPay(invoice: InvoiceRowFragment) {
    setPaying(invoice.id);
    try {
      const result = await payInvoice({ variables: { input: { invoiceId: invoice.id } } });
      const checkoutUrl = result.data?.payInvoice.checkoutUrl;
      if (checkoutUrl) {
        window.location.assign(checkoutUrl);
        return;
      }
      throw new Error('No checkout page');
    } catch (failure) {
      console.error('Invoice payment failed', failure);
      // The card payment cannot start: the transfer details open, so paying still leads somewhere.
      setOpen(invoice.id);
      toast({ variant: 'destructive', title: t('invoices.payFailed.title'), description: t('invoices.payFailed.description', { id: invoice.number }) });
    } finally {
      setPaying(null);
    }
  }

  return (
    <PageContainer>
      <BackLink to={paths.app.root.getHref()}>{t('nav.home')}</BackLink>
      <PageTitle>{t('pages.invoices.title')}</PageTitle>
      {payment && (
        <p role="status" className={payment.kind === 'cancelled' ? styles.noticeWarning : styles.notice} data-testid="payment-notice">
          {t(`invoices.paymentReturn.${payment.kind}`, { id: payment.number })}
        </p>
      )}
      {data?.me && (
        <p className={styles.billingIdentity} data-testid="billing-identity">
          {data.me.taxIdentity
            ? t('invoices.identity', { name: data.me.name, identity: taxIdentityText(data.me.taxIdentity, common, i18n.language) })
            : t('invoices.noIdentity')}
        </p>
      )}
      {!data && loading && <LoadingState label={t('invoices.loading')} />}
      {!data && error && <ErrorState message={t('invoices.error')} onRetry={() => void refetch()} />}
      {data && invoices.length === 0 && <EmptyState>{t('invoices.empty')}</EmptyState>}
      {invoices.length > 0 && (
        <InvoiceTable
          invoices={invoices}
          onDownload={(invoice) => void onDownload(invoice)}
          onPay={(invoice) => void onPay(invoice)}
          paying={paying}
          open={open}
          onToggle={(id) => setOpen((current) => (current === id ? null : id))}
        />
      )}
    </PageContainer>
  );
}

type PaymentReturn = { kind: 'paid' | 'confirming' | 'cancelled'; number: string };

/**
 * Back from Stripe Checkout (?payment=paid|cancelled&invoice=…): what to tell the customer. Paid
 * but still Pendiente here means the webhook is on its way: the list is read again until it shows Pagado.
 */
function usePaymentReturn(invoices: InvoiceRowFragment[], refetch: () => unknown): PaymentReturn | null {
  const [searchParams] = useSearchParams();
  const outcome = searchParams.get('payment');
  const number = searchParams.get('invoice') ?? '';
  const invoice = invoices.find((candidate) => candidate.number === number);
  const confirming = outcome === 'paid' && invoice !== undefined && invoice.status !== 'PAID';
  usePollWhile(confirming, refetch);
  if (!number || (outcome !== 'paid' && outcome !== 'cancelled')) return null;
  if (outcome === 'cancelled') return { kind: 'cancelled', number };
  return { kind: confirming ? 'confirming' : 'paid', number };
}

export { InvoicesPage as Component };
