import { useMutation } from '@apollo/client/react';
import { CheckVerifactuConnectionDocument, type CheckVerifactuConnectionMutation, type ConnectionOutcome } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../../shared/format/format';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { InlineSpinner } from '../../../../shared/ui/spinner';
import { badge } from '../../../../shared/ui/status-badge.css';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import { toolbar } from '../common/actions.css';
import { Fact, FactList } from '../common/fact-list';

type Check = CheckVerifactuConnectionMutation['checkVerifactuConnection']['check'];

/** The outcomes where nothing was sent: the certificate could not be used. */
type CertificateFailure = Extract<ConnectionOutcome, 'NO_CERTIFICATE' | 'CERTIFICATE_UNREADABLE' | 'CERTIFICATE_EXPIRED'>;
const isCertificateFailure = (outcome: ConnectionOutcome): outcome is CertificateFailure =>
  outcome === 'NO_CERTIFICATE' || outcome === 'CERTIFICATE_UNREADABLE' || outcome === 'CERTIFICATE_EXPIRED';

/**
 * 'Probar conexión': checks the certificate, then asks the AEAT's test service for the company's
 * records of this month (nothing issued, nothing sent), and says step by step what worked.
 */
export function ConnectionCheck() {
  const { t } = useTranslation('admin');
  const [failed, setFailed] = useState(false);
  const [check, { data, loading }] = useMutation(CheckVerifactuConnectionDocument);

  async function run() {
    setFailed(false);
    try {
      await check();
    } catch (error) {
      console.error('VERI*FACTU connection check failed', error);
      setFailed(true);
    }
  }

  const result = data?.checkVerifactuConnection.check;
  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="verifactu-connection" data-testid="verifactu-connection">
      <h2 id="verifactu-connection" className={cardTitle({ space: 'sm' })}>
        {t('verifactu.connection.title')}
      </h2>
      <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('verifactu.connection.intro')}</p>
      {result && !loading && <CheckResult result={result} />}
      {failed && <ErrorAlert>{t('form.failed')}</ErrorAlert>}
      <div className={toolbar}>
        <Button variant="secondary" disabled={loading} onClick={() => void run()}>
          {loading && <InlineSpinner />}
          {t('verifactu.connection.run')}
        </Button>
      </div>
    </section>
  );
}

function CheckResult({ result }: { result: Check }) {
  const { t } = useTranslation('admin');
  const { certificate, outcome } = result;
  const certificateFailed = isCertificateFailure(outcome);
  const answered = outcome === 'ANSWERED';
  const state = (ok: boolean) => (
    <span className={badge({ tone: ok ? 'green' : 'red' })}>{ok ? t('verifactu.connection.ok') : t('verifactu.connection.failed')}</span>
  );
  const [year, month] = result.period.split('-');
  return (
    <div data-testid="verifactu-connection-result" data-outcome={outcome} aria-live="polite">
      <FactList>
        <Fact label={t('verifactu.connection.certificate')} testId="verifactu-connection-certificate">
          {state(!certificateFailed)}{' '}
          {certificateFailed
            ? t(`verifactu.connection.certificateProblems.${outcome}`, { date: certificate.notAfter ? formatDate(certificate.notAfter) : '' })
            : t('verifactu.connection.certificateOk', {
                subject: certificate.subject ?? '',
                date: certificate.notAfter ? formatDate(certificate.notAfter) : '',
              })}
        </Fact>
        <Fact label={t('verifactu.connection.aeat')} testId="verifactu-connection-aeat">
          {certificateFailed ? (
            t('verifactu.connection.notTried')
          ) : (
            <>
              {state(answered)}{' '}
              {answered
                ? `${t('verifactu.connection.outcomes.ANSWERED', { count: result.records ?? 0, period: `${month}/${year}` })}${result.more ? ` ${t('verifactu.connection.more')}` : ''}`
                : t(`verifactu.connection.outcomes.${outcome}`)}
              {result.detail && (
                <>
                  <br />
                  <span className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('verifactu.connection.detail', { detail: result.detail })}</span>
                </>
              )}
              <br />
              <span className={sprinkles({ color: 'muted', fontSize: 'sm' })}>
                {t('verifactu.connection.asked', { endpoint: result.endpoint, when: formatDateTime(result.checkedAt) })}
              </span>
            </>
          )}
        </Fact>
      </FactList>
    </div>
  );
}
