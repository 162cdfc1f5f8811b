import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { button } from '../../../shared/ui/button-class';
import * as styles from './field-app.css';
import { FieldIcon } from './field-icons';
import { telOf, type TechnicianVisit } from './visit-card';

/**
 * The top of the visit, always in sight: back to the visits, the boat and the job, where it is
 * moored, and the call and map buttons a technician needs on the pontoon.
 */
export function VisitHeader({ visit, titleId }: { visit: TechnicianVisit; titleId: string }) {
  const { t } = useTranslation('portal');
  const berth = visit.boat.berth;
  return (
    <header className={styles.header} data-testid="visit-header">
      <Link className={button({ variant: 'ghost', size: 'icon' })} to={paths.technician.root.getHref()} aria-label={t('frame.technician.back')}>
        <FieldIcon name="back" />
      </Link>
      <div className={styles.headerText}>
        <h1 id={titleId} className={styles.headerTitle}>
          {visit.boat.name}
        </h1>
        <p className={styles.headerLine}>{visit.jobTitle}</p>
        <p className={styles.headerLine}>
          {berth ? t('technician.berth', { marina: berth.marina ?? '—', pontoon: berth.pontoon ?? '—', number: berth.number ?? '—' }) : t('technician.noBerth')}
        </p>
      </div>
      <div className={styles.headerActions}>
        {visit.customer.phone && (
          <a className={button({ size: 'icon' })} href={telOf(visit.customer.phone)} aria-label={t('technician.call', { phone: visit.customer.phone })}>
            <FieldIcon name="phone" />
          </a>
        )}
        {berth && (
          <a
            className={button({ size: 'icon', variant: 'secondary' })}
            href={berth.mapUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('technician.map')}
          >
            <FieldIcon name="map" />
          </a>
        )}
      </div>
    </header>
  );
}
