import type { BoatEquipmentFragment } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { useEquipmentCategoryLabel, WarrantyBadge } from '../../../shared/boats/maintenance';
import { card, cardTitle } from '../../../shared/ui/card.css';
import * as styles from './boat-equipment.css';

/** What is on board, read-only: each piece in service with its details and warranty state. */
export function BoatEquipment({ boat }: { boat: BoatEquipmentFragment }) {
  const { t } = useTranslation('portal');
  const categoryLabel = useEquipmentCategoryLabel();
  const inService = boat.equipment.filter((equipment) => !equipment.retiredAt);
  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="boat-equipment-title" data-testid="boat-equipment">
      <h2 id="boat-equipment-title" className={cardTitle({ space: 'md' })}>
        {t('equipment.title')}
      </h2>
      {inService.length === 0 && <p className={styles.muted}>{t('equipment.empty')}</p>}
      <ul className={styles.list}>
        {inService.map((equipment) => (
          <li key={equipment.id} className={styles.item} data-testid="equipment-item">
            <div className={styles.heading}>
              <span className={styles.category}>{categoryLabel(equipment.category)}</span>
              <strong>
                {equipment.brand} {equipment.model}
              </strong>
              <WarrantyBadge equipment={equipment} />
            </div>
            <p className={styles.muted}>
              {[
                equipment.serialNumber && t('equipment.serial', { serial: equipment.serialNumber }),
                equipment.location,
                equipment.firmwareVersion && t('equipment.firmware', { version: equipment.firmwareVersion }),
              ]
                .filter(Boolean)
                .join(' · ')}
              {equipment.manualUrl && (
                <>
                  {' '}
                  <a href={equipment.manualUrl} target="_blank" rel="noopener noreferrer">
                    {t('equipment.manual')}
                  </a>
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
