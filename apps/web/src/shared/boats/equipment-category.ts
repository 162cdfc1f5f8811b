import type { EquipmentCategory } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';

/** An equipment category in the viewer's language (`common:equipmentCategories`). */
export function useEquipmentCategoryLabel(): (category: EquipmentCategory) => string {
  const { t } = useTranslation('common');
  return (category) => t(`equipmentCategories.${category}`);
}
