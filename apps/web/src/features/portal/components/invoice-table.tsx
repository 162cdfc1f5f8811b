import type { InvoiceRowFragment } from '@mmt/graphql';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { button } from '../../../shared/ui/button-class';
import { DocumentLines } from '../../../shared/domain/document-lines';
import { InlineSpinner } from '../../../shared/ui/spinner';
import { formatIsoDate, formatMoney } from '../../../shared/format/format';
import { taxIdentityText } from '../../../shared/format/tax-identity';
import * as styles from './invoice-table.css';
import { Cell, DataTable, RowHeader } from './data-table';
import { InvoiceStatusBadge } from '../../../shared/ui/status-badge';
import { BankTransfer } from './bank-transfer';
import { TaxVerification } from './tax-verification';

interface InvoiceTableProps {
  invoices: InvoiceRowFragment[];
  onDownload: (invoice: InvoiceRowFragment) => void;
  onPay: (invoice: InvoiceRowFragment) => void;
  /** The invoice whose payment is being started, if any. */
  paying: string | null;
  /** The invoice whose details are open (one at a time), and how to open or close one. */
  open: string | null;
  onToggle: (invoiceId: string) => void;
}

const isUnpaid = (invoice: InvoiceRowFragment) => invoice.status === 'PENDING' || invoice.status === 'OVERDUE';

/**
 * Number, date, boat, amount, status and actions; one row's details open at a time: an unpaid
 * invoice's lead with the amount due and how to pay it, then what was billed, line by line. An
 * unpaid invoice is paid by card where that is set up, and its details always say how to pay by transfer.
 */
export function InvoiceTable({ invoices, onDownload, onPay, paying, open, onToggle }: InvoiceTableProps) {
  const { t, i18n } = useTranslation('portal');
  const { t: common } = useTranslation('common');
  const columns = {
    number: t('invoices.columns.number'),
    date: t('invoices.columns.date'),
    boat: t('invoices.columns.boat'),
    amount: t('invoices.columns.amount'),
    status: t('invoices.columns.status'),
    actions: t('invoices.columns.actions'),
  };

  return (
    <DataTable
      caption={t('invoices.caption')}
      columns={[
        { label: columns.number },
        { label: columns.date },
        { label: columns.boat },
        { label: columns.amount, numeric: true },
        { label: columns.status },
        { label: columns.actions },
      ]}
      region
    >
      {invoices.map((invoice) => {
        const expanded = open === invoice.id;
        const detailsId = `invoice-details-${invoice.id}`;
        const transferId = `invoice-transfer-${invoice.id}`;
        const amount = formatMoney(invoice.amountCents, i18n.language, invoice.currency);
        return (
          <Fragment key={invoice.id}>
            <tr role="row" className={expanded ? styles.expandedRow : undefined} data-testid="invoice-row">
              <RowHeader label={columns.number} nowrap>
                {invoice.number}
              </RowHeader>
              <Cell label={columns.date} nowrap>
                {formatIsoDate(invoice.issueDate)}
              </Cell>
              <Cell label={columns.boat}>{invoice.boat?.name ?? '—'}</Cell>
              <Cell label={columns.amount} numeric>
                {amount}
              </Cell>
              <Cell label={columns.status}>
                <InvoiceStatusBadge status={invoice.status} />
              </Cell>
              <Cell actions>
                <div className={styles.actions}>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-expanded={expanded}
                    aria-controls={detailsId}
                    aria-label={t('invoices.detailsOf', { number: invoice.number })}
                    onClick={() => onToggle(invoice.id)}
                  >
                    {t('invoices.details')}
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => onDownload(invoice)}>
                    {t('invoices.download')}
                  </Button>
                  {invoice.payableByCard && !expanded && (
                    <Button size="sm" onClick={() => onPay(invoice)} disabled={paying === invoice.id}>
                      {paying === invoice.id && <InlineSpinner />}
                      {t('invoices.pay')}
                    </Button>
                  )}
                  {!invoice.payableByCard && isUnpaid(invoice) && !expanded && (
                    <Button size="sm" aria-controls={detailsId} onClick={() => onToggle(invoice.id)}>
                      {t('invoices.payByTransfer')}
                    </Button>
                  )}
                </div>
              </Cell>
            </tr>
            {expanded && (
              <tr role="row" id={detailsId}>
                <td role="cell" colSpan={6} data-details className={styles.detailsCell} data-testid="invoice-details">
                  {isUnpaid(invoice) && (
                    <p className={styles.due} data-testid="amount-due">
                      <span className={styles.dueLabel}>{t('invoices.amountDue')}</span>
                      <strong className={styles.dueAmount}>{amount}</strong>
                      {invoice.payableByCard ? (
                        <Button size="sm" onClick={() => onPay(invoice)} disabled={paying === invoice.id}>
                          {paying === invoice.id && <InlineSpinner />}
                          {t('invoices.pay')}
                        </Button>
                      ) : (
                        <a className={button({ size: 'sm' })} href={`#${transferId}`}>
                          {t('invoices.payByTransfer')}
                        </a>
                      )}
                    </p>
                  )}
                  <dl className={styles.details}>
                    <dt className={styles.detailsLabel}>{t('invoices.billedTo')}</dt>
                    <dd className={styles.detailsValue} data-testid="invoice-billed-to">
                      {invoice.billedTo.name}
                      {invoice.billedTo.taxIdentity
                        ? ` · ${taxIdentityText(invoice.billedTo.taxIdentity, common, i18n.language)}`
                        : ` · ${common(`invoiceTypes.${invoice.invoiceType}`)}`}
                    </dd>
                    <dt className={styles.detailsLabel}>{t('invoices.concept')}</dt>
                    <dd className={styles.detailsValue}>{invoice.concept}</dd>
                    <dt className={styles.detailsLabel}>{t('invoices.boat')}</dt>
                    <dd className={styles.detailsValue}>{invoice.boat?.name ?? '—'}</dd>
                    <dt className={styles.detailsLabel}>{t('invoices.dueDate')}</dt>
                    <dd className={styles.detailsValue}>{formatIsoDate(invoice.dueDate)}</dd>
                    <dt className={styles.detailsLabel}>{t('invoices.statusLabel')}</dt>
                    <dd className={styles.detailsValue}>
                      <InvoiceStatusBadge status={invoice.status} />
                    </dd>
                  </dl>
                  <DocumentLines document={invoice} caption={t('invoices.linesCaption', { number: invoice.number })} />
                  {isUnpaid(invoice) && <BankTransfer invoice={invoice} id={transferId} />}
                  {invoice.verification && <TaxVerification verification={invoice.verification} />}
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </DataTable>
  );
}
