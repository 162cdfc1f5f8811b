import { useMutation } from '@apollo/client/react';
import { CreateClientDocument } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { BackLink } from '../../../shared/ui/back-link';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { sprinkles } from '../../../shared/theme/sprinkles.css';
import { sections } from '../../../shared/ui/sections.css';
import { ClientForm } from '../components/clients/client-form';

/** /admin/clients/new: a new customer; they get an e-mail to set their password. */
export function ClientNewPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('pages.clientNew.title'));
  const navigate = useNavigate();
  const { toast } = useToast();
  const [createClient] = useMutation(CreateClientDocument, { update: (cache) => void cache.evict({ fieldName: 'clients' }) });
  return (
    <PageContainer>
      <BackLink to={paths.admin.clients.getHref()}>{t('pages.clients.title')}</BackLink>
      <PageTitle>{t('pages.clientNew.title')}</PageTitle>
      <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('clients.invitationNote')}</p>
      <div className={sections}>
        <ClientForm
          submitLabel={t('clients.create')}
          onSubmit={async (input) => {
            const result = await createClient({ variables: { input } });
            const client = result.data!.createClient.client;
            toast({ title: t('clients.created.title'), description: t('clients.created.description', { email: client.email }) });
            navigate(paths.admin.clients.detail.getHref(client.id));
          }}
        />
      </div>
    </PageContainer>
  );
}

export { ClientNewPage as Component };
