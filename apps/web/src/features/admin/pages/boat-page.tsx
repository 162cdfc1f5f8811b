import { useQuery } from '@apollo/client/react';
import { AdminBoatDocument } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { errorCodesOf } from '../../../shared/graphql/graphql-error';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { BackLink } from '../../../shared/ui/back-link';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { sections } from '../../../shared/ui/sections.css';
import { EquipmentRegister } from '../components/equipment/equipment-register';
import { MaintenancePlan } from '../components/maintenance/maintenance-plan';

/** /admin/boats/:id (?client= when opened from a client's page): the boat's equipment register, maintenance plan and running hours. */
export function BoatPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { t } = useTranslation('admin');
  const { data, loading, error, refetch } = useQuery(AdminBoatDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const boat = data?.boat;
  useDocumentTitle(boat?.name ?? t('pages.boat.title'));

  const client = searchParams.get('client');
  const back = client ? (
    <BackLink to={paths.admin.clients.detail.getHref(client)}>{t('pages.client.title')}</BackLink>
  ) : (
    <BackLink to={paths.admin.maintenance.getHref()}>{t('pages.maintenance.title')}</BackLink>
  );
  if (!boat) {
    return (
      <PageContainer>
        {back}
        <PageTitle>{t('pages.boat.title')}</PageTitle>
        {loading && <LoadingState label={t('equipment.loading')} />}
        {!loading &&
          error &&
          (errorCodesOf(error).includes('NOT_FOUND') ? (
            <EmptyState>{t('equipment.notFound')}</EmptyState>
          ) : (
            <ErrorState message={t('equipment.error')} onRetry={() => void refetch()} />
          ))}
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      {back}
      <PageTitle>{boat.name}</PageTitle>
      <div className={sections}>
        <MaintenancePlan boat={boat} />
        <EquipmentRegister boatId={boat.id} equipment={boat.equipment} />
      </div>
    </PageContainer>
  );
}

export { BoatPage as Component };
