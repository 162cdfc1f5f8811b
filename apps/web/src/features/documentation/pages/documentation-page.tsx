import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { LinkRow } from '../../../shared/ui/link-row';
import * as linkStyles from '../../../shared/ui/link-row.css';
import { PageContainer, PageSubtitle, PageTitle } from '../../../shared/ui/page';
import * as styles from './documentation-page.css';
import { useCompany } from '../../../shared/company/company';

/**
 * Documentation (/documentation): links to the blog and the shop and the
 * embedded shared-folder viewer, 300 px tall on mobile, 500 px on desktop (spec §2).
 */
export function DocumentationPage() {
  const company = useCompany();
  const { t } = useTranslation('docs');
  usePageMeta({ title: t('title'), description: t('metaDescription') });
  const folder = company.externalLinks.documentationFolder;
  return (
    <PageContainer>
      <PageTitle>{t('title')}</PageTitle>
      <PageSubtitle>{t('subtitle')}</PageSubtitle>
      <LinkRow
        label={t('links.label')}
        links={[
          { to: paths.blog.getHref(), label: t('links.blog') },
          { to: paths.shop.getHref(), label: t('links.shop') },
        ]}
      />
      <div className={styles.viewer}>
        <iframe
          className={styles.frame}
          src={folder}
          title={t('viewerTitle')}
          loading="lazy"
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-downloads"
        />
      </div>
      <a href={folder} target="_blank" rel="noopener noreferrer" className={linkStyles.link}>
        {t('openInNewTab')}
      </a>
    </PageContainer>
  );
}

export { DocumentationPage as Component };
