import { useQuery } from '@apollo/client/react';
import { MaintenanceTaskTemplatesDocument } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { equipmentCategories } from '../../../shared/boats/maintenance';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { BackLink } from '../../../shared/ui/back-link';
import { ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { PageContainer, PageSubtitle, PageTitle } from '../../../shared/ui/page';
import { sections } from '../../../shared/ui/sections.css';
import { CategoryTemplates } from '../components/maintenance/category-templates';

/** /admin/maintenance/templates: the default tasks each category's new equipment gets, edited in place (for equipment added afterwards). */
export function MaintenanceTemplatesPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('pages.maintenanceTemplates.title'));
  const { data, loading, error, refetch } = useQuery(MaintenanceTaskTemplatesDocument, { fetchPolicy: 'cache-and-network' });
  const templates = data?.maintenanceTaskTemplates;

  return (
    <PageContainer>
      <BackLink to={paths.admin.maintenance.getHref()}>{t('pages.maintenance.title')}</BackLink>
      <PageTitle>{t('pages.maintenanceTemplates.title')}</PageTitle>
      <PageSubtitle>{t('maintenanceTemplates.intro')}</PageSubtitle>
      {!templates && loading && <LoadingState label={t('maintenanceTemplates.loading')} />}
      {!templates && !loading && error && <ErrorState message={t('maintenanceTemplates.error')} onRetry={() => void refetch()} />}
      {templates && (
        <div className={sections}>
          {equipmentCategories.map((category) => (
            <CategoryTemplates key={category} category={category} templates={templates.filter((template) => template.category === category)} />
          ))}
        </div>
      )}
    </PageContainer>
  );
}

export { MaintenanceTemplatesPage as Component };
