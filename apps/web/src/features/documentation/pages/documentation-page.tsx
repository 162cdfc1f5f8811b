import { useTranslation } from 'react-i18next';
import { useCompany } from '../../../shared/company/company';
import { Island } from '../../../shared/islands/island';
import { paths } from '../../../shared/paths';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { LinkRow } from '../../../shared/ui/link-row';
import { PageContainer, PageSubtitle, PageTitle } from '../../../shared/ui/page';
import { DocumentationViewer } from '../components/documentation-viewer';

/** Documentation (/documentation): links to the blog and the shop and the shared folder's viewer (spec §2). */
export function DocumentationPage() {
  const company = useCompany();
  const { t } = useTranslation('docs');
  usePageMeta({ title: t('title'), description: t('metaDescription') });
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
      <Island name="documentationViewer">
        <DocumentationViewer folder={company.externalLinks.documentationFolder} />
      </Island>
    </PageContainer>
  );
}

export { DocumentationPage as Component };
