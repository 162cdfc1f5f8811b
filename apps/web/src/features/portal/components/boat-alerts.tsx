import type { BoatAlertsFragment } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAlertText } from '../../../shared/boats/alert-badge';
import { paths } from '../../../shared/paths';
import { button } from '../../../shared/ui/button.css';
import { formatDateTime, formatNumber } from '../../../shared/format/format';
import * as styles from './boat-alerts.css';

type Alert = BoatAlertsFragment['openAlerts'][number];

/** The unit of the reading each kind is about (NO_DATA has none). */
const UNITS: Record<Alert['kind'], string> = { LOW_BATTERY: '%', HIGH_TEMPERATURE: '°C', HIGH_HUMIDITY: '%', NO_DATA: '' };

/** On the boat's page: each open alert since when and with what reading, and a job request for the boat in one step. */
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
            <strong>{text(alert)}</strong>{' '}
            <span className={styles.detail}>
              {alert.value === null
                ? t('common:alerts.since', { time: formatDateTime(alert.raisedAt) })
                : t('alerts.sinceWithValue', { time: formatDateTime(alert.raisedAt), value: `${formatNumber(alert.value, i18n.language)}\u00a0${UNITS[alert.kind]}` })}
            </span>
          </li>
        ))}
      </ul>
      <Link to={`${paths.app.jobRequest.getHref()}?boat=${encodeURIComponent(boat.id)}`} className={`${button({ variant: 'secondary', size: 'sm' })} ${styles.action}`}>
        {t('alerts.requestJob')}
      </Link>
    </section>
  );
}
