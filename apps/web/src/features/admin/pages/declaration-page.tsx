import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { SystemDeclarationDocument } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { BackLink } from '../../../shared/ui/back-link';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { sections } from '../../../shared/ui/sections.css';
import { sprinkles } from '../../../shared/theme/sprinkles.css';
import { DeclarationVersions } from '../components/verifactu/declaration-versions';
import { SystemDeclaration } from '../components/verifactu/system-declaration';

/**
 * /admin/verifactu/declaration: the billing system's declaración responsable (art. 15.3 of Orden
 * HAC/1177/2024: readable in the system itself), the current version's or, with ?version=, an
 * earlier one's; and the list of every version's.
 */
export function DeclarationPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('declaration.title'));
  const [searchParams] = useSearchParams();
  const version = searchParams.get('version');
  const { data, error, networkStatus, refetch } = useQuery(SystemDeclarationDocument, {
    variables: { version },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const declaration = data?.systemDeclaration;
  return (
    <PageContainer>
      <BackLink to={paths.admin.verifactu.getHref()}>{t('declaration.back')}</BackLink>
      <PageTitle>{t('declaration.title')}</PageTitle>
      <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('declaration.intro')}</p>
      <div className={sections}>
        {!data && networkStatus === NetworkStatus.loading && <LoadingState label={t('declaration.loading')} />}
        {!data && error && <ErrorState message={t('declaration.error')} onRetry={() => void refetch()} />}
        {data && !declaration && <EmptyState>{t('declaration.notFound', { version })}</EmptyState>}
        {declaration && !declaration.current && (
          <p>
            {t('declaration.notCurrent')} <Link to={paths.admin.verifactu.declaration.getHref()}>{t('declaration.showCurrent')}</Link>
          </p>
        )}
        {declaration && <SystemDeclaration declaration={declaration} />}
        <DeclarationVersions />
      </div>
    </PageContainer>
  );
}

export { DeclarationPage as Component };
