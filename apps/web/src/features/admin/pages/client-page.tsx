import { useQuery } from '@apollo/client/react';
import { AdminClientDocument } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { BackLink } from '../../../shared/ui/back-link';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { sections } from '../../../shared/ui/sections.css';
import { titleRow } from '../../../shared/ui/title-row.css';
import { ClientBoats } from '../components/clients/client-boats';
import { ClientDetails } from '../components/clients/client-details';
import { ClientInvoices } from '../components/clients/client-invoices';
import { ClientJobs } from '../components/clients/client-jobs';
import { ClientStateBadge } from '../components/clients/client-state';
import { columns } from '../components/common/columns.css';

/** /admin/clients/:id: a client's details (to edit, deactivate or reactivate), boats, jobs and invoices. */
export function ClientPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('admin');
  const { data, loading, error, refetch } = useQuery(AdminClientDocument, { variables: { id, first: 50 }, fetchPolicy: 'cache-and-network' });
  const client = data?.node?.__typename === 'User' ? data.node : null;
  useDocumentTitle(client?.name ?? t('pages.client.title'));

  const back = <BackLink to={paths.admin.clients.getHref()}>{t('pages.clients.title')}</BackLink>;
  if (!client) {
    return (
      <PageContainer>
        {back}
        <PageTitle>{t('pages.client.title')}</PageTitle>
        {loading && <LoadingState label={t('clients.loadingOne')} />}
        {!loading && !error && <EmptyState>{t('clients.notFound')}</EmptyState>}
        {!loading && error && <ErrorState message={t('clients.error')} onRetry={() => void refetch()} />}
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      {back}
      <div className={titleRow}>
        <PageTitle>{client.name}</PageTitle>
        <ClientStateBadge client={client} />
      </div>
      <div className={sections}>
        <ClientDetails client={client} />
        <ClientBoats clientId={client.id} boats={client.boats.edges.map((edge) => edge.node)} />
        <div className={columns}>
          <ClientJobs clientId={client.id} jobs={client.jobs} />
          <ClientInvoices clientId={client.id} invoices={client.invoices} />
        </div>
      </div>
    </PageContainer>
  );
}

export { ClientPage as Component };
