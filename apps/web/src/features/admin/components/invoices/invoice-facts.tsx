import type { AdminInvoiceQuery } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, formatIsoDate } from '../../../../shared/format/format';
import { taxIdentityText } from '../../../../shared/format/tax-identity';
import { paths } from '../../../../shared/paths';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { Fact, FactList } from '../common/fact-list';

type Invoice = Extract<NonNullable<AdminInvoiceQuery['node']>, { __typename: 'Invoice' }>;

/** An invoice as issued: who it bills, when, for which boat and job, its payment and what it corrects or is corrected by. */
export function InvoiceFacts({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('admin');
  const { t: common } = useTranslation('common');
  const address = invoice.billedTo.address;
  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="invoice-facts">
      <h2 id="invoice-facts" className={cardTitle({ space: 'sm' })}>
        {invoice.concept}
      </h2>
      <FactList>
        <Fact label={t('invoices.client')}>
          <Link to={paths.admin.clients.detail.getHref(invoice.customer.id)}>{invoice.billedTo.name}</Link>
          {invoice.billedTo.taxIdentity && ` · ${taxIdentityText(invoice.billedTo.taxIdentity, common, i18n.language)}`}
        </Fact>
        <Fact label={t('invoices.type')}>{common(`invoiceTypes.${invoice.invoiceType}`)}</Fact>
        {address && <Fact label={t('clients.fields.billingAddress')}>{`${address.line}, ${address.postalCode} ${address.city}, ${address.countryCode}`}</Fact>}
        <Fact label={t('invoices.issueDate')}>{formatIsoDate(invoice.issueDate)}</Fact>
        <Fact label={t('invoices.dueDate')}>{formatIsoDate(invoice.dueDate)}</Fact>
        {invoice.boat && <Fact label={t('jobs.boat')}>{invoice.boat.name}</Fact>}
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
  );
}
