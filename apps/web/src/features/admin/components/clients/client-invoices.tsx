import type { AdminClientQuery } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatIsoDate, formatMoney } from '../../../../shared/format/format';
import { paths } from '../../../../shared/paths';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { InvoiceStatusBadge } from '../../../../shared/ui/status-badge';
import { titleRow } from '../../../../shared/ui/title-row.css';
import * as records from '../common/record-list.css';

type Invoices = Extract<NonNullable<AdminClientQuery['node']>, { __typename: 'User' }>['invoices'];

/** A client's latest invoices, each linking to it, and the way to a new one. */
export function ClientInvoices({ clientId, invoices }: { clientId: string; invoices: Invoices }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="client-invoices">
      <div className={titleRow}>
        <h2 id="client-invoices" className={cardTitle({ space: 'sm' })}>
          {t('pages.invoices.title')} ({invoices.totalCount})
        </h2>
        <Link to={`${paths.admin.invoices.new.getHref()}?${new URLSearchParams({ customer: clientId })}`}>{t('invoices.new')}</Link>
      </div>
      {invoices.edges.length === 0 && <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('invoices.empty')}</p>}
      <ul className={records.list}>
        {invoices.edges.map(({ node: invoice }) => (
          <li key={invoice.id} className={records.rowMeta}>
            <Link to={paths.admin.invoices.detail.getHref(invoice.id)}>{invoice.number}</Link> · {formatIsoDate(invoice.issueDate)} ·{' '}
            {formatMoney(invoice.amountCents, i18n.language)} <InvoiceStatusBadge status={invoice.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}
