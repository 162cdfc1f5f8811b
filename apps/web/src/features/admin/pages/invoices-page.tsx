import { AdminInvoicesDocument, type InvoiceStatus } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatIsoDate, formatMoney } from '../../../shared/format/format';
import { useConnectionList } from '../../../shared/graphql/use-connection-list';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { button } from '../../../shared/ui/button-class';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { InvoiceStatusBadge, useInvoiceStatusLabel } from '../../../shared/ui/status-badge';
import * as fieldStyles from '../../../shared/ui/text-field.css';
import { titleRow } from '../../../shared/ui/title-row.css';
import { filters } from '../components/common/list-filters.css';
import * as records from '../components/common/record-list.css';
import { Field } from '../../../shared/ui/field';
import { InvoiceTotals } from '../components/invoices/invoice-totals';
import { ClientSelect } from '../components/common/job-filters';
import { PagedList } from '../components/common/paged-list';
import { VerifactuNotice } from '../components/verifactu/verifactu-notice';

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
  const invoices = useConnectionList(AdminInvoicesDocument, { status, customerId: customer || undefined, first: PAGE_SIZE }, (data) => data.invoices);
  return (
    <PageContainer>
      <div className={titleRow}>
        <PageTitle>{t('pages.invoices.title')}</PageTitle>
        <Link to={`${paths.admin.invoices.new.getHref()}${customer ? `?${new URLSearchParams({ customer })}` : ''}`} className={button({ size: 'sm' })}>
          {t('invoices.new')}
        </Link>
      </div>
      <VerifactuNotice />
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
      <PagedList
        list={invoices}
        label={t('pages.invoices.title')}
        loadingLabel={t('invoices.loading')}
        errorMessage={t('invoices.error')}
        empty={t('invoices.none')}
      >
        {(invoice) => (
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
        )}
      </PagedList>
    </PageContainer>
  );
}

export { AdminInvoicesPage as Component };
