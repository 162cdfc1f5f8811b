import type { InvoiceRowFragment } from '@mmt/graphql';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { InlineSpinner } from '../../../shared/ui/spinner';
import { formatIsoDate, formatMoney } from '../lib/format';
import * as styles from './invoice-table.css';
import * as ui from './portal-ui.css';
import { InvoiceStatusBadge } from './status-badge';

interface InvoiceTableProps {
  invoices: InvoiceRowFragment[];
  onDownload: (invoice: InvoiceRowFragment) => void;
  onPay: (invoice: InvoiceRowFragment) => void;
  /** The invoice whose payment is being started, if any. */
  paying: string | null;
}

/** Number, date, boat, amount, status and actions; one row's details open at a time. */
export function InvoiceTable({ invoices, onDownload, onPay, paying }: InvoiceTableProps) {
  const { t, i18n } = useTranslation('portal');
  const [open, setOpen] = useState<string | null>(null);

  return (
    <div className={ui.tableScroller} role="region" aria-label={t('invoices.caption')} tabIndex={0}>
      <table className={ui.table}>
        <caption className={ui.caption}>{t('invoices.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={ui.th}>{t('invoices.columns.number')}</th>
            <th scope="col" className={ui.th}>{t('invoices.columns.date')}</th>
            <th scope="col" className={ui.th}>{t('invoices.columns.boat')}</th>
            <th scope="col" className={`${ui.th} ${ui.numeric}`}>{t('invoices.columns.amount')}</th>
            <th scope="col" className={ui.th}>{t('invoices.columns.status')}</th>
            <th scope="col" className={ui.th}>{t('invoices.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => {
            const expanded = open === invoice.id;
            const detailsId = `invoice-details-${invoice.id}`;
            const amount = formatMoney(invoice.amountCents, i18n.language, invoice.currency);
            return (
              <Fragment key={invoice.id}>
                <tr className={expanded ? styles.expandedRow : undefined} data-testid="invoice-row">
                  <th scope="row" className={`${ui.td} ${ui.nowrap}`} style={{ textAlign: 'left' }}>
                    {invoice.number}
                  </th>
                  <td className={`${ui.td} ${ui.nowrap}`}>{formatIsoDate(invoice.issueDate)}</td>
                  <td className={ui.td}>{invoice.boat.name}</td>
                  <td className={`${ui.td} ${ui.numeric}`}>{amount}</td>
                  <td className={ui.td}>
                    <InvoiceStatusBadge status={invoice.status} />
                  </td>
                  <td className={ui.td}>
                    <div className={styles.actions}>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-expanded={expanded}
                        aria-controls={detailsId}
                        aria-label={t('invoices.detailsOf', { number: invoice.number })}
                        onClick={() => setOpen(expanded ? null : invoice.id)}
                      >
                        {t('invoices.details')}
                      </Button>
                      <Button variant="secondary" size="sm" onClick={() => onDownload(invoice)}>
                        {t('invoices.download')}
                      </Button>
                      {invoice.status === 'PENDING' && (
                        <Button size="sm" onClick={() => onPay(invoice)} disabled={paying === invoice.id}>
                          {paying === invoice.id && <InlineSpinner />}
                          {t('invoices.pay')}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
                {expanded && (
                  <tr id={detailsId}>
                    <td colSpan={6} className={styles.detailsCell}>
                      <dl className={styles.details} data-testid="invoice-details">
                        <dt className={styles.detailsLabel}>{t('invoices.concept')}</dt>
                        <dd className={styles.detailsValue}>{invoice.concept}</dd>
                        <dt className={styles.detailsLabel}>{t('invoices.boat')}</dt>
                        <dd className={styles.detailsValue}>{invoice.boat.name}</dd>
                        <dt className={styles.detailsLabel}>{t('invoices.statusLabel')}</dt>
                        <dd className={styles.detailsValue}>
                          <InvoiceStatusBadge status={invoice.status} />
                        </dd>
                        <dt className={styles.detailsLabel}>{t('invoices.total')}</dt>
                        <dd className={styles.total}>{amount}</dd>
                      </dl>
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
