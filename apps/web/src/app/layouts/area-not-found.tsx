import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../features/errors';
import { areaSections, type Area } from './area-sections';

/** An unknown address inside the portal or the admin area: the 404, leading back to that area's home. */
export function AreaNotFound({ area }: { area: Area }) {
  const { t } = useTranslation('portal');
  return <NotFoundPage back={{ href: areaSections[area][0].href, label: t(`frame.${area}.back`) }} />;
}
