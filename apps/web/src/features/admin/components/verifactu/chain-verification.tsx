import { useMutation } from '@apollo/client/react';
import { VerifyBillingChainDocument, type ChainVerificationFieldsFragment } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format/format';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { InlineSpinner } from '../../../../shared/ui/spinner';
import { badge } from '../../../../shared/ui/status-badge.css';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { toolbar } from '../common/actions.css';

/**
 * The latest verification of the chain (at start-up or on demand) and the button that runs one now.
 * `total`: the records in the chain now; those issued since the verification are said to be unchecked yet.
 */
export function ChainVerification({ latest, total }: { latest: ChainVerificationFieldsFragment | null; total: number }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const [failed, setFailed] = useState(false);
  const [verify, { data, loading }] = useMutation(VerifyBillingChainDocument);
  const verification = data?.verifyBillingChain.verification ?? latest;

  async function run() {
    setFailed(false);
    try {
      await verify();
      toast({ title: t('verifactu.verification.done') });
    } catch (error) {
      console.error('Chain verification failed', error);
      setFailed(true);
    }
  }

  const broken = verification && verification.breaks.length > 0;
  return (
    <section
      className={card({ padding: 'responsive' })}
      aria-labelledby="chain-verification"
      data-testid="chain-verification"
      data-state={verification ? (broken ? 'broken' : 'intact') : 'never'}
    >
      <h2 id="chain-verification" className={cardTitle({ space: 'sm' })}>
        {t('verifactu.verification.title')}
      </h2>
      {!verification && <p>{t('verifactu.verification.never')}</p>}
      {verification && !broken && (
        <p>
          <span className={badge({ tone: 'green' })}>✓</span>{' '}
          {t('verifactu.verification.intact', { count: verification.records, when: formatDateTime(verification.verifiedAt) })}
          {total > verification.records && ` ${t('verifactu.verification.unchecked', { count: total - verification.records })}`}
        </p>
      )}
      {verification && broken && (
        <ErrorAlert>
          {t('verifactu.verification.broken', { count: verification.breaks.length, when: formatDateTime(verification.verifiedAt) })}
          <ul>
            {verification.breaks.map((chainBreak) => (
              <li key={`${chainBreak.position}-${chainBreak.problem}`}>
                {t(`verifactu.verification.problems.${chainBreak.problem}`, { position: chainBreak.position, number: chainBreak.invoiceNumber })}
              </li>
            ))}
          </ul>
        </ErrorAlert>
      )}
      {failed && <ErrorAlert>{t('form.failed')}</ErrorAlert>}
      <div className={toolbar}>
        <Button variant="secondary" disabled={loading} onClick={() => void run()}>
          {loading && <InlineSpinner />}
          {t('verifactu.verification.run')}
        </Button>
      </div>
    </section>
  );
}
