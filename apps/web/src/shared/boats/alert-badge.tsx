import type { BoatAlertsFragment } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/format';
import * as styles from './alert-badge.css';
import { useAlertText } from './alert-text';

/**
 * A boat's open alerts in a word, or nothing. `named` puts the boat's name first and `since` the
 * time the oldest one raised, for lists where the boat is not otherwise said (the admins' clients).
 */
export function AlertBadge({ boat, named = false, since = false }: { boat: BoatAlertsFragment; named?: boolean; since?: boolean }) {
  const { t } = useTranslation('common');
  const text = useAlertText();
  if (boat.openAlerts.length === 0) return null;
  const oldest = boat.openAlerts[0];
  return (
    <span className={styles.badge} data-testid="alert-badge">
      {named && <span className={styles.name}>{boat.name}: </span>}
      {boat.openAlerts.map(text).join(' · ')}
      {since && <span className={styles.since}> · {t('alerts.since', { time: formatDateTime(oldest.raisedAt) })}</span>}
    </span>
  );
}
