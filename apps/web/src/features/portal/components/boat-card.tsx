import type { BoatCardFragment } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBoatTypeLabel } from '../../../shared/boats/boat-type';
import { paths } from '../../../shared/paths';
import { AlertBadge } from '../../../shared/boats/alert-badge';
import { formatNumber } from '../../../shared/format/format';
import * as styles from './boat-card.css';
import { BoatImage } from './boat-image';

/** A card of the boats list, linking to the boat's page. */
export function BoatCard({ boat }: { boat: BoatCardFragment }) {
  const { t, i18n } = useTranslation('portal');
  const typeLabel = useBoatTypeLabel();
  return (
    <Link to={paths.app.boats.detail.getHref(boat.id)} className={styles.card}>
      <BoatImage src={boat.imageUrl} type={boat.type} name={boat.name} />
      <span className={styles.body}>
        <span className={styles.name}>{boat.name}</span>
        <span className={styles.meta}>
          {t('boats.summary', { type: typeLabel(boat.type), length: formatNumber(boat.lengthMeters, i18n.language, 2), year: boat.year })}
        </span>
        <AlertBadge boat={boat} />
      </span>
    </Link>
  );
}
