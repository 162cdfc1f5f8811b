import { useTranslation } from 'react-i18next';
import { servicesCatalog } from '../../../shared/services-catalog';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { ServiceCard } from '../components/service-card';
import { ServiceContact } from '../components/service-contact';
import * as styles from './services-page.css';

/** Services list (/services): title, subtitle and all 12 cards, on every screen size (spec §4). */
export function ServicesPage() {
  const { t } = useTranslation('services');
  usePageMeta({ title: t('title'), description: t('metaDescription') });
  return (
    <PageContainer>
      <header className={styles.header}>
        <PageTitle>{t('title')}</PageTitle>
        <p className={styles.subtitle}>{t('subtitle')}</p>
      </header>
      <ul className={styles.grid} data-testid="services-grid">
        {servicesCatalog.map((service) => (
          <li key={service.slug}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
      <ServiceContact />
    </PageContainer>
  );
}

export { ServicesPage as Component };
