import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { AdminInvoicesDocument, type InvoiceStatus } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatIsoDate, formatMoney } from '../../../shared/format/format';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { button } from '../../../shared/ui/button.css';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { InvoiceStatusBadge, useInvoiceStatusLabel } from '../../../shared/ui/status-badge';
import * as fieldStyles from '../../../shared/ui/text-field.css';
import { titleRow } from '../../../shared/ui/title-row.css';
import { filters } from '../components/list-filters.css';
import * as records from '../components/record-list.css';
import { Field } from '../../../shared/ui/field';
import { InvoiceTotals } from '../components/invoice-totals';
import { ClientSelect } from '../components/job-filters';
import { LoadMore } from '../components/load-more';

const PAGE_SIZE = 20;
const statuses: InvoiceStatus[] = ['PENDING', 'OVERDUE', 'PAID', 'RECTIFIED', 'SETTLED', 'VOIDED'];

/** /admin/invoices: every invoice, newest first, filtered by status and customer (?status=&customer=). */
export function AdminInvoicesPage() {
  const { t, i18n } = useTranslation('admin');
  useDocumentTitle(t('pages.invoices.title'));
  const statusLabel = useInvoiceStatusLabel();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = (statuses as string[]).includes(searchParams.get('status') ?? '') ? (searchParams.get('status') as InvoiceStatus) : undefined;
  const customer = searchParams.get('customer') ?? '';
  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearchParams(next, { replace: true });
  };
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(AdminInvoicesDocument, {
    variables: { status, customerId: customer || undefined, first: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.invoices;
  const invoices = connection?.edges.map((edge) => edge.node) ?? [];
  return (
    <PageContainer>
      <div className={titleRow}>
        <PageTitle>{t('pages.invoices.title')}</PageTitle>
        <Link to={`${paths.admin.invoices.new.getHref()}${customer ? `?${new URLSearchParams({ customer })}` : ''}`} className={button({ size: 'sm' })}>
          {t('invoices.new')}
        </Link>
      </div>
      <div className={filters} role="search" aria-label={t('invoices.filters')}>
        <Field label={t('invoices.filterStatus')}>
          {(props) => (
            <select {...props} className={fieldStyles.input} value={status ?? ''} onChange={(event) => setFilter('status', event.target.value)}>
              <option value="">{t('invoices.allStatuses')}</option>
              {statuses.map((option) => (
                <option key={option} value={option}>
                  {statusLabel(option)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <ClientSelect label={t('invoices.filterClient')} emptyLabel={t('jobs.allClients')} value={customer} onChange={(id) => setFilter('customer', id)} />
      </div>
      <InvoiceTotals customerId={customer || undefined} overdueHref={`?${new URLSearchParams({ ...(customer && { customer }), status: 'OVERDUE' })}`} />
      {!connection && networkStatus === NetworkStatus.loading && <LoadingState label={t('invoices.loading')} />}
      {!connection && error && <ErrorState message={t('invoices.error')} onRetry={() => void refetch()} />}
      {connection && invoices.length === 0 && <EmptyState>{t('invoices.none')}</EmptyState>}
      {invoices.length > 0 && (
        <ul className={records.list} aria-label={t('pages.invoices.title')}>
          {invoices.map((invoice) => (
            <li key={invoice.id} className={records.row} data-testid="invoice-row">
              <span>
                <Link to={paths.admin.invoices.detail.getHref(invoice.id)} className={records.rowTitle}>
                  {invoice.number}
                </Link>
                <span className={records.rowMeta}> · {invoice.concept}</span>
              </span>
              <span className={records.rowMeta}>
                {invoice.customer.name} · {t('invoices.issuedDue', { issued: formatIsoDate(invoice.issueDate), due: formatIsoDate(invoice.dueDate) })}
              </span>
              <span className={records.rowTitle}>{formatMoney(invoice.amountCents, i18n.language)}</span>
              <span className={records.rowEnd}>
                <InvoiceStatusBadge status={invoice.status} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {connection && (
        <LoadMore connection={connection} networkStatus={networkStatus} fetchMore={fetchMore} />
      )}
    </PageContainer>
  );
}

export { AdminInvoicesPage as Component };
