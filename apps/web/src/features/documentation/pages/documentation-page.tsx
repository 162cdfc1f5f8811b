import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import { useReachable } from '../../../shared/network/use-reachable';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { button } from '../../../shared/ui/button.css';
import { LinkRow } from '../../../shared/ui/link-row';
import * as linkStyles from '../../../shared/ui/link-row.css';
import { PageContainer, PageSubtitle, PageTitle } from '../../../shared/ui/page';
import * as styles from './documentation-page.css';
import { useCompany } from '../../../shared/company/company';

/**
 * Documentation (/documentation): links to the blog and the shop and the
 * embedded shared-folder viewer, 300 px tall on mobile, 500 px on desktop (spec §2).
 * The viewer is embedded only once its site answers; when it does not, the
 * same box says so and offers the folder in a new tab, instead of the
 * browser's grey error page.
 */
export function DocumentationPage() {
  const company = useCompany();
  const { t } = useTranslation('docs');
  usePageMeta({ title: t('title'), description: t('metaDescription') });
  const folder = company.externalLinks.documentationFolder;
  const reachability = useReachable(folder);
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
      <div className={styles.viewer} aria-busy={reachability === 'checking'}>
        {reachability === 'reachable' && (
          <iframe
            className={styles.frame}
            src={folder}
            title={t('viewerTitle')}
            loading="lazy"
            referrerPolicy="no-referrer"
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-downloads"
          />
        )}
        {reachability === 'checking' && (
          <p className={styles.placeholder} role="status">
            {t('checking')}
          </p>
        )}
        {reachability === 'unreachable' && (
          <div className={styles.placeholder} role="status" data-testid="docs-fallback">
            <p className={styles.fallbackTitle}>{t('unavailable.title')}</p>
            <p>{t('unavailable.text')}</p>
            <a href={folder} target="_blank" rel="noopener noreferrer" className={button({ variant: 'primary' })}>
              {t('openInNewTab')}
            </a>
          </div>
        )}
      </div>
      {reachability === 'reachable' && (
        <a href={folder} target="_blank" rel="noopener noreferrer" className={linkStyles.link}>
          {t('openInNewTab')}
        </a>
      )}
    </PageContainer>
  );
}

export { DocumentationPage as Component };
