import { useMutation, useQuery } from '@apollo/client/react';
import { FailedEmailsDocument, RetryEmailDocument } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import * as ui from './admin-ui.css';

/** E-mails the outbox gave up on after repeated failures, with why, and a button to send each again. Nothing when there are none. */
export function FailedEmails() {
  const { t } = useTranslation('admin');
  const { data } = useQuery(FailedEmailsDocument, { variables: { first: 20 }, fetchPolicy: 'cache-and-network' });
  const [retry, { loading }] = useMutation(RetryEmailDocument, { refetchQueries: [FailedEmailsDocument] });
  const messages = data?.outboxMessages.edges.map((edge) => edge.node) ?? [];
  if (messages.length === 0) return null;
  return (
    <section className={ui.card} aria-labelledby="failed-emails" data-testid="failed-emails">
      <h2 id="failed-emails" className={ui.cardTitle}>
        {t('failedEmails.title', { count: data!.outboxMessages.totalCount })}
      </h2>
      <ErrorAlert>{t('failedEmails.explain')}</ErrorAlert>
      <ul className={ui.list}>
        {messages.map((message) => (
          <li key={message.id} className={ui.row}>
            <span className={ui.rowTitle}>{message.subject}</span>
            <span className={ui.rowMeta}>
              {message.recipient} · {formatDateTime(message.createdAt)}
            </span>
            <span className={ui.rowMeta}>{t('failedEmails.error', { count: message.attempts, error: message.lastError ?? '' })}</span>
            <span className={ui.rowEnd}>
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
