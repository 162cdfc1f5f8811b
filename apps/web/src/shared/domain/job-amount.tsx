import type { JobAmountFragment } from '@mmt/graphql';
import { normalizeLanguage } from '@mmt/i18n';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../format/format';
import * as styles from './job-amount.css';

/** A job's amount and where it comes from: the invoice once issued, else the quote; a dash before either. */
export function JobAmount({ job }: { job: JobAmountFragment }) {
  const { t, i18n } = useTranslation('common');
  const source = job.invoice
    ? { cents: job.invoice.amountCents, label: t('jobAmount.invoice') }
    : job.quote
      ? { cents: job.quote.totalCents, label: t('jobAmount.quote') }
      : null;
  if (!source) return <span className={styles.none}>—</span>;
  return (
    <span className={styles.amount}>
      {formatMoney(source.cents, normalizeLanguage(i18n.language))}
      <span className={styles.source}>{source.label}</span>
    </span>
  );
}
