import type { VerifactuQuery } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatRelative } from '../../../shared/format/format';
import { badge } from '../../../shared/ui/status-badge.css';
import * as ui from './admin-ui.css';

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
  const oldest = queue.oldestPendingAgeSeconds === null || queue.oldestPendingAgeSeconds === undefined ? null : new Date(Date.now() - queue.oldestPendingAgeSeconds * 1000);
  return (
    <section className={ui.card} aria-labelledby="verifactu-settings" data-testid="verifactu-settings">
      <h2 id="verifactu-settings" className={ui.cardTitle}>
        {t('verifactu.settings.title')}
      </h2>
      <dl className={ui.facts}>
        <dt className={ui.factLabel}>{t('verifactu.settings.mode')}</dt>
        <dd className={ui.factValue}>{t('verifactu.settings.modeValue')}</dd>
        <dt className={ui.factLabel}>{t('verifactu.settings.environment')}</dt>
        <dd className={ui.factValue}>{t(`verifactu.settings.environments.${settings.environment}`)}</dd>
        <dt className={ui.factLabel}>{t('verifactu.settings.sending')}</dt>
        <dd className={ui.factValue} data-testid="verifactu-sending">
          <span className={badge({ tone: settings.sending ? 'green' : 'yellow' })}>{settings.sending ? t('verifactu.settings.sendingOn') : t('verifactu.settings.sendingOff')}</span>
        </dd>
        <dt className={ui.factLabel}>{t('verifactu.settings.certificate')}</dt>
        <dd className={ui.factValue}>{certificateText}</dd>
        <dt className={ui.factLabel}>{t('verifactu.settings.queue')}</dt>
        <dd className={ui.factValue}>
          {queue.pending === 0 || !oldest ? t('verifactu.settings.queueNone') : t('verifactu.settings.queueCount', { count: queue.pending, ago: formatRelative(oldest, i18n.language) })}
          {queue.pending > 0 && settings.sending && ` · ${t('verifactu.settings.queueNext', { when: formatDateTime(queue.nextSendAt) })}`}
          {queue.lastError && (
            <>
              <br />
              {t('verifactu.settings.queueError', { error: queue.lastError })}
            </>
          )}
        </dd>
        <dt className={ui.factLabel}>{t('verifactu.settings.endpoint')}</dt>
        <dd className={ui.factValue}>{settings.endpoint}</dd>
        <dt className={ui.factLabel}>{t('verifactu.settings.verificationUrl')}</dt>
        <dd className={ui.factValue}>{settings.verificationUrl}</dd>
        <dt className={ui.factLabel}>{t('verifactu.settings.system')}</dt>
        <dd className={ui.factValue}>{t('verifactu.settings.systemValue', system)}</dd>
        <dt className={ui.factLabel}>{t('verifactu.settings.producer')}</dt>
        <dd className={ui.factValue}>{`${system.producerName} · ${system.producerTaxId}`}</dd>
      </dl>
    </section>
  );
}
