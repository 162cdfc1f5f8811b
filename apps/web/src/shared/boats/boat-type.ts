import type { BoatType } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';

/** The fixed list of boat types, in the order the forms offer them. */
export const boatTypes: readonly BoatType[] = ['SAILBOAT', 'MOTOR_YACHT', 'CATAMARAN', 'RIB', 'OTHER'];

/** A boat type in the viewer's language (`common:boatTypes`). */
export function useBoatTypeLabel(): (type: BoatType) => string {
  const { t } = useTranslation('common');
  return (type) => t(`boatTypes.${type}`);
}
