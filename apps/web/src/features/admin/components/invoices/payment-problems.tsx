import type { PaymentProblemFieldsFragment } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../../shared/format/format';
import * as styles from './payment-problems.css';

/**
 * Card payments Stripe took that did not settle this invoice (another amount, or after it was
 * paid): acknowledged to Stripe, so they are only here, for the owner to refund or record by hand.
 */
export function PaymentProblems({ problems }: { problems: readonly PaymentProblemFieldsFragment[] }) {
  const { t, i18n } = useTranslation('admin');
  if (problems.length === 0) return null;
  return (
    <section className={styles.problems} aria-labelledby="payment-problems" data-testid="payment-problems">
      <h2 id="payment-problems" className={styles.title}>
        {t('invoices.paymentProblems.title')}
      </h2>
      <ul className={styles.list}>
        {problems.map((problem) => (
          <li key={`${problem.reference}-${problem.receivedAt}`}>
            {t(`invoices.paymentProblems.${problem.kind}`, {
              amount: problem.amountCents === null ? '—' : formatMoney(problem.amountCents, i18n.language, (problem.currency ?? 'eur').toUpperCase()),
              when: formatDateTime(problem.receivedAt),
              reference: problem.reference ?? '—',
            })}
          </li>
        ))}
      </ul>
      <p className={styles.hint}>{t('invoices.paymentProblems.hint')}</p>
    </section>
  );
}
