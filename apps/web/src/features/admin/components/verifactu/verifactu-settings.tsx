import type { VerifactuQuery } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatRelative } from '../../../../shared/format/format';
import { badge } from '../../../../shared/ui/status-badge.css';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { Fact, FactList } from '../common/fact-list';
import { list } from './verifactu-settings.css';

type Settings = VerifactuQuery['verifactuSettings'];

/** How VERI*FACTU is set up: what the owner checks before 1 January and after renewing the certificate. */
export function VerifactuSettings({ settings }: { settings: Settings }) {
  const { t, i18n } = useTranslation('admin');
  const { certificate, system, queue } = settings;
  const certificateText = !certificate.configured
    ? t('verifactu.settings.noCertificate')
    : certificate.problem
      ? t(`verifactu.settings.problems.${certificate.problem}`, { date: certificate.notAfter ? formatDate(certificate.notAfter) : '' })
      : t('verifactu.settings.expires', { subject: certificate.subject ?? '', date: certificate.notAfter ? formatDate(certificate.notAfter) : '' });
  const oldest =
    queue.oldestPendingAgeSeconds === null || queue.oldestPendingAgeSeconds === undefined ? null : new Date(Date.now() - queue.oldestPendingAgeSeconds * 1000);
  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="verifactu-settings" data-testid="verifactu-settings">
      <h2 id="verifactu-settings" className={cardTitle({ space: 'sm' })}>
        {t('verifactu.settings.title')}
      </h2>
      <FactList>
        <Fact label={t('verifactu.settings.mode')} testId="verifactu-mode">
          {t(`verifactu.settings.modes.${settings.mode}`)}
        </Fact>
        <Fact label={t('verifactu.settings.environment')}>{t(`verifactu.settings.environments.${settings.environment}`)}</Fact>
        <Fact label={t('verifactu.settings.sending')} testId="verifactu-sending">
          <span className={badge({ tone: settings.sending ? 'green' : 'yellow' })}>
            {settings.sending ? t('verifactu.settings.sendingOn') : t('verifactu.settings.sendingOff')}
          </span>
        </Fact>
        <Fact label={t('verifactu.settings.certificate')}>{certificateText}</Fact>
        <Fact label={t('verifactu.settings.queue')}>
          {queue.pending === 0 || !oldest
            ? t('verifactu.settings.queueNone')
            : t('verifactu.settings.queueCount', { count: queue.pending, ago: formatRelative(oldest, i18n.language) })}
          {queue.pending > 0 && settings.sending && ` · ${t('verifactu.settings.queueNext', { when: formatDateTime(queue.nextSendAt) })}`}
          {queue.incidentPending > 0 && (
            <>
              <br />
              {t('verifactu.settings.queueIncident', { count: queue.incidentPending })}
            </>
          )}
          {queue.lastError && (
            <>
              <br />
              {t('verifactu.settings.queueError', { error: queue.lastError })}
            </>
          )}
        </Fact>
        <Fact label={t('verifactu.settings.endpoint')}>{settings.endpoint}</Fact>
        <Fact label={t('verifactu.settings.verificationUrl')}>{settings.verificationUrl}</Fact>
        <Fact label={t('verifactu.settings.system')}>{t('verifactu.settings.systemValue', system)}</Fact>
        <Fact label={t('verifactu.settings.producer')}>{`${system.producerName} · ${system.producerTaxId}`}</Fact>
        {settings.switches.length > 0 && (
          <Fact label={t('verifactu.settings.switches')} testId="verifactu-switches">
            <ul className={list}>
              {settings.switches.map((change) => (
                <li key={change.switchedAt}>
                  {t('verifactu.settings.switch', {
                    when: formatDateTime(change.switchedAt),
                    from: t(`verifactu.settings.environments.${change.from}`),
                    to: t(`verifactu.settings.environments.${change.to}`),
                  })}{' '}
                  {t('verifactu.settings.switchLeft', { count: change.recordsLeft })}
                </li>
              ))}
            </ul>
          </Fact>
        )}
      </FactList>
    </section>
  );
}
