import type { AdminJobQuery } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../../shared/format/format';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { DocumentLines } from '../../../../shared/domain/document-lines';
import { titleRow } from '../../../../shared/ui/title-row.css';
import { PdfButton } from '../common/pdf-button';

type Quote = NonNullable<Extract<NonNullable<AdminJobQuery['node']>, { __typename: 'Job' }>['quote']>;

/** The quote sent for a job: its status, its PDF, how long it holds, why it was declined, its lines. */
export function JobQuote({ quote }: { quote: Quote }) {
  const { t } = useTranslation('admin');
  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="job-quote" data-testid="quote">
      <div className={titleRow}>
        <h2 id="job-quote" className={cardTitle({ space: 'sm' })}>
          {t('quotes.title', { number: quote.number })} · {t(`quotes.status.${quote.status}`)}
        </h2>
        <PdfButton url={quote.pdfUrl} fileName={`${quote.number}.pdf`} what="Quote" size="sm">
          {t('quotes.download')}
        </PdfButton>
      </div>
      <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('quotes.validUntil', { date: formatIsoDate(quote.validUntil) })}</p>
      {quote.declineReason && <p>{t('quotes.declineReason', { reason: quote.declineReason })}</p>}
      <DocumentLines document={quote} caption={t('quotes.title', { number: quote.number })} />
    </section>
  );
}
