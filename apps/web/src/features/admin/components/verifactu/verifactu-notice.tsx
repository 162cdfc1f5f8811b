import { useQuery } from '@apollo/client/react';
import { VerifactuStatusDocument } from '@mmt/graphql';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, formatDateTime } from '../../../../shared/format/format';
import { paths } from '../../../../shared/paths';
import { ErrorAlert, WarningAlert } from '../../../../shared/ui/alert';
import * as styles from './verifactu-notice.css';

/** While records wait after an incident, the warning asks again this often, so that it goes once they are sent. */
const INCIDENT_POLL_MS = 30_000;

/**
 * What the admins must know before and while invoicing: a certificate problem in production
 * (invoices are not reaching the AEAT, or soon will not), and records not yet sent because the
 * AEAT could not be reached, with how many (art. 16.4 of Orden HAC/1177/2024: shown from the
 * incident until none is left). `showMode`: also say when the company is not invoicing through
 * VERI*FACTU because the site is in the test environment. Nothing when all is well.
 */
export function VerifactuNotice({ showMode = false, link = true }: { showMode?: boolean; link?: boolean }) {
  const { t } = useTranslation('admin');
  const { data, startPolling, stopPolling } = useQuery(VerifactuStatusDocument, { fetchPolicy: 'cache-and-network' });
  const status = data?.verifactuStatus;
  const waiting = !!status && (status.incidentSince !== null || status.incidentPending > 0) && status.pending > 0;
  useEffect(() => {
    if (!waiting) return;
    startPolling(INCIDENT_POLL_MS);
    return () => stopPolling();
  }, [waiting, startPolling, stopPolling]);
  if (!status) return null;
  const alert = status.certificateAlert;
  // Without a usable certificate in production, the certificate's notice says what waits.
  const unsent = status.mode === 'NOT_SENDING';
  const more = link && <Link to={paths.admin.verifactu.getHref()}>{t('verifactu.notice.link')}</Link>;
  const notices = [
    alert && (
      <Notice key="certificate" urgent={alert.problem !== 'EXPIRING'} testId="verifactu-certificate-alert">
        {t(`verifactu.notice.certificate.${alert.problem}`, { date: alert.notAfter ? formatDate(alert.notAfter) : '' })}{' '}
        {unsent && status.pending > 0 && `${t('verifactu.notice.unsent', { count: status.pending })} `}
        {more}
      </Notice>
    ),
    waiting && !unsent && (
      <Notice key="incident" testId="verifactu-pending-warning">
        {status.incidentSince
          ? t('verifactu.notice.incident', { count: status.pending, since: formatDateTime(status.incidentSince) })
          : t('verifactu.notice.afterIncident', { count: status.pending })}{' '}
        {more}
      </Notice>
    ),
    showMode && status.mode === 'TEST' && (
      <Notice key="mode" testId="verifactu-test-mode">
        {t('verifactu.notice.TEST')}
      </Notice>
    ),
  ].filter(Boolean);
  if (notices.length === 0) return null;
  return <div className={styles.notices}>{notices}</div>;
}

function Notice({ urgent = false, testId, children }: { urgent?: boolean; testId: string; children: ReactNode }) {
  const Box = urgent ? ErrorAlert : WarningAlert;
  return (
    <div data-testid={testId}>
      <Box>
        <p className={styles.text}>{children}</p>
      </Box>
    </div>
  );
}
