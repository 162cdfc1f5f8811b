import type { BoatAlertsFragment } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { useAlertText } from '../../../shared/boats/alert-text';
import { alertSince } from '../lib/alert-job-request';
import * as styles from './boat-alerts.css';
import { RequestJobLink } from './request-job-link';

/** On the boat's page: each open alert since when and with what reading, and a job request about them in one step. */
export function BoatAlertsPanel({ boat }: { boat: BoatAlertsFragment }) {
  const { t, i18n } = useTranslation(['portal', 'common']);
  const text = useAlertText();
  if (boat.openAlerts.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="boat-alerts-title" data-testid="boat-alerts">
      <h2 id="boat-alerts-title" className={styles.title}>
        {t('alerts.title', { count: boat.openAlerts.length })}
      </h2>
      <ul className={styles.list}>
        {boat.openAlerts.map((alert) => (
          <li key={alert.id}>
            <strong>{text(alert)}</strong> <span className={styles.detail}>{alertSince(alert, i18n)}</span>
          </li>
        ))}
      </ul>
      <RequestJobLink boat={boat} className={styles.action} />
    </section>
  );
}
