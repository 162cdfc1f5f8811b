import { useTranslation } from 'react-i18next';
import { data, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { isServiceSlug } from '../../../shared/paths';
import { PlaceholderPage } from '../../../shared/ui/page';

/** Only the 12 known slugs exist; any other answers 404 (the route's error element shows the 404 page). */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isServiceSlug(params.slug)) throw data('Not Found', { status: 404 });
  return null;
}

/** Service detail (/services/:slug). Placeholder until the real page lands: the translated title only. */
export function ServiceDetailPage() {
  const { t } = useTranslation('services');
  const { slug } = useParams();
  if (!isServiceSlug(slug)) return null; // the loader has already answered 404
  return <PlaceholderPage title={t(`items.${slug}.title`)} />;
}

export { ServiceDetailPage as Component };
