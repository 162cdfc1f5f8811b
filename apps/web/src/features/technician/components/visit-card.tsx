import type { TechnicianVisitCardFragment } from '@mmt/graphql';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAlertText } from '../../../shared/boats/alert-text';
import { useEquipmentCategoryLabel } from '../../../shared/boats/equipment-category';
import { visitWindow } from '../../../shared/format/visit-time';
import { paths } from '../../../shared/paths';
import { button } from '../../../shared/ui/button-class';
import * as styles from './visit-card.css';
import { VisitStateBadge } from './visit-state-badge';

export type TechnicianVisit = TechnicianVisitCardFragment;

/** What a visit is called: its boat and its job. */
export const visitTitle = (visit: { boat: { name: string }; jobTitle: string }) => `${visit.boat.name} · ${visit.jobTitle}`;

/** A tel: link of a phone as written (spaces and dashes dropped). */
export const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * One visit on the technician's home, phone first: when, its own state, which boat and where it
 * is moored (a map link), the customer to call, the job, what is on board and its open alerts.
 */
export function VisitCard({ visit }: { visit: TechnicianVisit }) {
  const { t, i18n } = useTranslation('portal');
  const berth = visit.boat.berth;
  const headingId = `visit-${visit.id}`;
  return (
    <article className={styles.visit} aria-labelledby={headingId} data-testid="technician-visit">
      <p className={styles.window}>{visitWindow(visit, i18n.language)}</p>
      <h3 id={headingId} className={styles.title}>
        {visitTitle(visit)}
      </h3>
      <VisitStateBadge state={visit.state} />
      {visit.jobDescription && <p className={styles.line}>{visit.jobDescription}</p>}
      <p className={styles.line}>
        {berth ? t('technician.berth', { marina: berth.marina ?? '—', pontoon: berth.pontoon ?? '—', number: berth.number ?? '—' }) : t('technician.noBerth')}
      </p>
      <p className={styles.line}>
        {visit.customer.name}
        {visit.technicians.length > 1 && ` · ${t('technician.with', { names: visit.technicians.map((technician) => technician.name).join(', ') })}`}
      </p>
      <div className={styles.actions}>
        <Link className={button()} to={paths.technician.visit.getHref(visit.id)}>
          {t('technician.work.open')}
        </Link>
        {visit.customer.phone && (
          <a className={button({ variant: 'secondary' })} href={telOf(visit.customer.phone)}>
            {t('technician.call', { phone: visit.customer.phone })}
          </a>
        )}
        {berth && (
          <a className={button({ variant: 'secondary' })} href={berth.mapUrl} target="_blank" rel="noopener noreferrer">
            {t('technician.map')}
          </a>
        )}
      </div>
      <BoatFacts visit={visit} />
    </article>
  );
}

/** What the technician should know of the boat before going aboard: its open alerts and its equipment. */
export function BoatFacts({ visit }: { visit: TechnicianVisit }) {
  const { t } = useTranslation('portal');
  const category = useEquipmentCategoryLabel();
  const alertText = useAlertText();
  const equipment = visit.boat.equipment.filter((item) => !item.retiredAt);
  return (
    <>
      <h4 className={styles.subtitle}>{t('technician.alerts')}</h4>
      {visit.boat.openAlerts.length === 0 ? (
        <p className={styles.muted}>{t('technician.noAlerts')}</p>
      ) : (
        <ul className={styles.list}>
          {visit.boat.openAlerts.map((alert) => (
            <li key={alert.id}>{alertText(alert)}</li>
          ))}
        </ul>
      )}
      <h4 className={styles.subtitle}>{t('technician.equipment')}</h4>
      {equipment.length === 0 ? (
        <p className={styles.muted}>{t('technician.noEquipment')}</p>
      ) : (
        <ul className={styles.list}>
          {equipment.map((item) => (
            <li key={item.id}>
              {category(item.category)}: {item.brand} {item.model}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
