import { useQuery } from '@apollo/client/react';
import { AdminInvoiceTotalsDocument } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../../shared/format/format';
import * as styles from './invoice-totals.css';

/**
 * What the invoices listed (everyone's, or one customer's) leave to collect: all unpaid, and of
 * them the overdue, red and linking to that list. Nothing while it loads or when it cannot.
 */
export function InvoiceTotals({ customerId, overdueHref }: { customerId: string | undefined; overdueHref: string }) {
  const { t, i18n } = useTranslation('admin');
  const { data } = useQuery(AdminInvoiceTotalsDocument, { variables: { customerId }, fetchPolicy: 'cache-and-network' });
  const totals = data?.invoiceTotals;
  if (!totals) return null;
  return (
    <dl className={styles.totals} data-testid="invoice-totals">
      <div className={styles.figure} data-testid="invoice-totals-outstanding">
        <dt className={styles.label}>{t('invoices.totals.outstanding')}</dt>
        <dd className={styles.amount}>{formatMoney(totals.outstandingCents, i18n.language)}</dd>
        <dd className={styles.count}>{t('invoices.totals.count', { count: totals.outstandingInvoices })}</dd>
      </div>
      <div className={styles.figure} data-attention={totals.overdueInvoices > 0 || undefined} data-testid="invoice-totals-overdue">
        <dt className={styles.label}>{t('invoices.totals.overdue')}</dt>
        <dd className={styles.amount}>{formatMoney(totals.overdueCents, i18n.language)}</dd>
        <dd className={styles.count}>
          {totals.overdueInvoices > 0 ? (
            <Link to={overdueHref} className={styles.link}>
              {t('invoices.totals.showOverdue', { count: totals.overdueInvoices })}
            </Link>
          ) : (
            t('invoices.totals.count', { count: 0 })
          )}
        </dd>
      </div>
    </dl>
  );
}
