import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { LinkRow } from '../../../shared/ui/link-row';
import { PageContainer, PageSubtitle, PageTitle } from '../../../shared/ui/page';
import * as styles from './shop-page.css';

/** Shop (/shop): title, subtitle, links to blog and documentation, 'Shop content coming soon' (spec §2). */
export function ShopPage() {
  const { t } = useTranslation('shop');
  usePageMeta({ title: t('title'), description: t('metaDescription') });
  return (
    <PageContainer>
      <PageTitle>{t('title')}</PageTitle>
      <PageSubtitle>{t('subtitle')}</PageSubtitle>
      <LinkRow
        label={t('links.label')}
        links={[
          { to: paths.blog.getHref(), label: t('links.blog') },
          { to: paths.documentation.getHref(), label: t('links.documentation') },
        ]}
      />
      <section className={styles.panel}>
        <svg
          className={styles.illustration}
          viewBox="0 0 24 24"
          width="56"
          height="56"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4z" />
          <path d="M3 6h18" />
          <path d="M16 10a4 4 0 0 1-8 0" />
        </svg>
        <h2 className={styles.panelTitle}>{t('comingSoon')}</h2>
        <p className={styles.panelText}>{t('comingSoonText')}</p>
      </section>
    </PageContainer>
  );
}

export { ShopPage as Component };
