import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import { BackLink } from '../../../shared/ui/back-link';
import { PlaceholderPage } from '../../../shared/ui/page';

/** /app/invoices: the customer's invoices. Placeholder until the real page lands. */
export function InvoicesPage() {
  const { t } = useTranslation('portal');
  return (
    <PlaceholderPage title={t('pages.invoices.title')} before={<BackLink to={paths.app.root.getHref()}>{t('nav.home')}</BackLink>}>
      <p>{t('comingSoon')}</p>
    </PlaceholderPage>
  );
}

export { InvoicesPage as Component };
