import type { VitalSignsCardFragment } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../shared/hooks/use-now';
import { formatDateTime, formatRelative } from '../../../shared/format/format';
import { formatMeasure, isPastAlertLine, isStale, VITAL_METRICS } from '../lib/vital-ranges';
import { card, cardTitle } from '../../../shared/ui/card.css';
import * as styles from './vital-signs-card.css';

/**
 * Battery, temperature, humidity and the time of the latest reading. A value
 * past the line of the boat's alert rule is highlighted; an old reading is shown as such
 * ("no data since …") instead of passing for the current state.
 */
export function VitalSignsCard({ boat, headingId }: { boat: VitalSignsCardFragment; headingId: string }) {
  const { t, i18n } = useTranslation('portal');
  const vitals = boat.vitalSigns;
  const now = useNow(30_000);
  const stale = vitals ? isStale(vitals.recordedAt, now) : true;

  return (
    <section className={card({ padding: 'lg' })} aria-labelledby={headingId}>
      <h2 id={headingId} className={cardTitle({ space: 'md' })}>
        {t('vitals.title')}
      </h2>
      <dl className={styles.list}>
        {VITAL_METRICS.map(({ metric, label, unit }) => {
          // An old reading is not the boat's state now: it is not shown as a current value.
          const value = (vitals && !stale ? vitals[metric] : null) ?? undefined;
          const alert = value !== undefined && isPastAlertLine(boat.alertRules, metric, value);
          return (
            <div
              key={metric}
              className={[styles.item, alert && styles.alert].filter(Boolean).join(' ')}
              data-testid={`vital-${metric}`}
              data-alert={alert || undefined}
            >
              <dt className={styles.label}>{t(label)}</dt>
              <dd className={styles.value}>{value === undefined ? t('vitals.noData') : formatMeasure(value, unit, i18n.language)}</dd>
              {alert && <dd className={styles.warning}>{t('vitals.outOfRange')}</dd>}
            </div>
          );
        })}
        <div className={styles.item}>
          <dt className={styles.label}>{t('vitals.lastUpdate')}</dt>
          <dd className={styles.small}>
            {vitals ? (
              <time dateTime={vitals.recordedAt} title={formatDateTime(vitals.recordedAt)}>
                {formatRelative(vitals.recordedAt, i18n.language, now)}
              </time>
            ) : (
              t('vitals.noData')
            )}
          </dd>
        </div>
      </dl>
      {vitals && stale && (
        <p className={styles.stale} role="status" data-testid="vitals-stale">
          {t('vitals.staleSince', { time: formatDateTime(vitals.recordedAt) })}
        </p>
      )}
    </section>
  );
}
