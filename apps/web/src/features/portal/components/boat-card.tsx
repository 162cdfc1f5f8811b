import type { BoatCardFragment } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBoatTypeLabel } from '../../../shared/boats/boat-type';
import { paths } from '../../../shared/paths';
import { AlertBadge } from '../../../shared/boats/alert-badge';
import { formatNumber } from '../../../shared/format/format';
import * as styles from './boat-card.css';
import { BoatImage } from './boat-image';
import { RequestJobLink } from './request-job-link';

/**
 * A card of the boats list: its name links to the boat's page and the link covers the card, all
 * but an open alert's job request (a link may not hold another).
 */
export function BoatCard({ boat }: { boat: BoatCardFragment }) {
  const { t, i18n } = useTranslation('portal');
  const typeLabel = useBoatTypeLabel();
  return (
    <div className={styles.card}>
      <BoatImage src={boat.imageUrl} type={boat.type} name={boat.name} />
      <div className={styles.body}>
        <Link to={paths.app.boats.detail.getHref(boat.id)} className={styles.name}>
          {boat.name}
        </Link>
        <span className={styles.meta}>
          {t('boats.summary', { type: typeLabel(boat.type), length: formatNumber(boat.lengthMeters, i18n.language, 2), year: boat.year })}
        </span>
        <AlertBadge boat={boat} />
        {boat.openAlerts.length > 0 && <RequestJobLink boat={boat} className={styles.action} />}
      </div>
    </div>
  );
}
