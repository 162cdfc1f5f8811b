import type { InvoiceRowFragment } from '@mmt/graphql';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../../shared/company/company';
import { formatIban, formatMoney } from '../../../shared/format/format';
import { CopyButton } from '../../../shared/ui/copy-button';
import * as styles from './bank-transfer.css';

/**
 * How to pay an unpaid invoice by bank transfer: the company's account (its settings), the amount
 * and the invoice number as the reference, the IBAN one click from the clipboard. Always there
 * beside card payment, and the only way when card payment is not set up or cannot start.
 */
export function BankTransfer({ invoice, id }: { invoice: InvoiceRowFragment; id?: string }) {
  const { t, i18n } = useTranslation('portal');
  const { legalName, bankAccount } = useCompany();
  const headingId = useId();

  return (
    <section id={id} className={styles.transfer} aria-labelledby={headingId} data-testid="bank-transfer">
      <h3 id={headingId} className={styles.title}>
        {t('invoices.transfer.title')}
      </h3>
      <dl className={styles.facts}>
        <dt className={styles.label}>{t('invoices.transfer.holder')}</dt>
        <dd className={styles.value}>{legalName}</dd>
        <dt className={styles.label}>{t('invoices.transfer.bank')}</dt>
        <dd className={styles.value}>{bankAccount.bank}</dd>
        <dt className={styles.label}>IBAN</dt>
        <dd className={`${styles.value} ${styles.iban}`}>
          <span translate="no" className={styles.ibanText}>
            {formatIban(bankAccount.iban)}
          </span>
          <CopyButton
            text={bankAccount.iban.replace(/\s/g, '')}
            label={t('invoices.transfer.copy')}
            copiedLabel={t('invoices.transfer.copied')}
            failedLabel={t('invoices.transfer.copyFailed')}
          />
        </dd>
        <dt className={styles.label}>{t('invoices.transfer.amount')}</dt>
        <dd className={styles.value}>{formatMoney(invoice.amountCents, i18n.language, invoice.currency)}</dd>
        <dt className={styles.label}>{t('invoices.transfer.reference')}</dt>
        <dd className={styles.value}>{invoice.number}</dd>
      </dl>
      <p className={styles.note}>{t('invoices.transfer.note', { number: invoice.number })}</p>
    </section>
  );
}
