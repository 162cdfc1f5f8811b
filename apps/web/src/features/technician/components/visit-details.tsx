import { useTranslation } from 'react-i18next';
import { visitWindow } from '../../../shared/format/visit-time';
import * as styles from './field-app.css';
import { BoatFacts, type TechnicianVisit } from './visit-card';
import * as cardStyles from './visit-card.css';
import { VisitStateBadge } from './visit-state-badge';
import * as cards from './visit-work.css';

/**
 * When, its state, and, folded away until asked for (they were read before coming aboard), the
 * job's description, the customer, the boat's open alerts and equipment; open alerts are counted
 * on the fold so they are never missed.
 */
export function VisitDetails({ visit }: { visit: TechnicianVisit }) {
  const { t, i18n } = useTranslation('portal');
  const alerts = visit.boat.openAlerts.length;
  return (
    <section className={cards.section} aria-label={t('technician.work.details')}>
      <div className={styles.entryLine}>
        <strong className={styles.entryText}>{visitWindow(visit, i18n.language)}</strong>
        <VisitStateBadge state={visit.state} />
      </div>
      <details className={styles.details}>
        <summary className={styles.summary}>
          {t('technician.work.details')}
          {alerts > 0 && <span className={cards.pending}> · {t('technician.work.alertsCount', { count: alerts })}</span>}
        </summary>
        <div className={styles.stacked}>
          {visit.jobDescription && <p className={cardStyles.line}>{visit.jobDescription}</p>}
          <p className={cardStyles.line}>
            {visit.customer.name}
            {visit.technicians.length > 1 && ` · ${t('technician.with', { names: visit.technicians.map((technician) => technician.name).join(', ') })}`}
          </p>
          <BoatFacts visit={visit} />
        </div>
      </details>
    </section>
  );
}
