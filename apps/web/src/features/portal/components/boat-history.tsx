import type { BoatHistoryFragment } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../shared/format/format';
import { EmptyState } from '../../../shared/ui/list-state';
import * as timeline from '../../../shared/ui/timeline.css';

/** The "Historial" tab: the boat's completed jobs and paid invoices, newest first. */
export function BoatHistory({ boat }: { boat: BoatHistoryFragment }) {
  const { t, i18n } = useTranslation('portal');
  if (boat.history.length === 0) return <EmptyState>{t('history.empty')}</EmptyState>;
  return (
    <ol className={timeline.list}>
      {boat.history.map((event) => (
        <li key={`${event.kind}-${event.job?.id ?? event.invoice?.id}`} className={timeline.item}>
          <time className={timeline.time} dateTime={event.occurredAt}>
            {formatDate(event.occurredAt)}
          </time>
          <span>
            {event.job
              ? t('history.jobCompleted', { title: event.job.title })
              : event.invoice
                ? t('history.invoicePaid', { number: event.invoice.number, amount: formatMoney(event.invoice.amountCents, i18n.language) })
                : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
