import { useMutation, useQuery } from '@apollo/client/react';
import { FailedEmailsDocument, RetryEmailDocument } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format/format';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import * as records from '../common/record-list.css';

/** E-mails the outbox gave up on after repeated failures, with why, and a button to send each again. Nothing when there are none. */
export function FailedEmails() {
  const { t } = useTranslation('admin');
  const { data } = useQuery(FailedEmailsDocument, { variables: { first: 20 }, fetchPolicy: 'cache-and-network' });
  const [retry, { loading }] = useMutation(RetryEmailDocument, { refetchQueries: [FailedEmailsDocument] });
  const messages = data?.outboxMessages.edges.map((edge) => edge.node) ?? [];
  if (messages.length === 0) return null;
  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="failed-emails" data-testid="failed-emails">
      <h2 id="failed-emails" className={cardTitle({ space: 'sm' })}>
        {t('failedEmails.title', { count: data!.outboxMessages.totalCount })}
      </h2>
      <ErrorAlert>{t('failedEmails.explain')}</ErrorAlert>
      <ul className={records.list}>
        {messages.map((message) => (
          <li key={message.id} className={records.row}>
            <span className={records.rowTitle}>{message.subject}</span>
            <span className={records.rowMeta}>
              {message.recipient} · {formatDateTime(message.createdAt)}
            </span>
            <span className={records.rowMeta}>{t('failedEmails.error', { count: message.attempts, error: message.lastError ?? '' })}</span>
            <span className={records.rowEnd}>
              <Button size="sm" variant="secondary" disabled={loading} onClick={() => void retry({ variables: { input: { id: message.id } } })}>
                {t('failedEmails.retry')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
