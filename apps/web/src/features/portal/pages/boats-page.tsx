import { useQuery } from '@apollo/client/react';
import { BoatsDocument } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { BackLink } from '../../../shared/ui/back-link';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { BoatCard } from '../components/boat-card';
import { CalendarFeed } from '../../../shared/domain/calendar-feed';
import * as styles from '../components/boat-card.css';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';

/** /app/boats: the customer's boats as cards linking to each boat, and the calendar link of their maintenance. */
export function BoatsPage() {
  const { t } = useTranslation('portal');
  useDocumentTitle(t('pages.boats.title'));
  const { data, error, loading, refetch } = useQuery(BoatsDocument, { variables: { first: 100 }, fetchPolicy: 'cache-and-network' });
  const boats = data?.boats.edges.map((edge) => edge.node) ?? [];

  return (
    <PageContainer>
      <BackLink to={paths.app.root.getHref()}>{t('nav.home')}</BackLink>
      <PageTitle>{t('pages.boats.title')}</PageTitle>
      {!data && loading && <LoadingState label={t('boats.loading')} />}
      {!data && error && <ErrorState message={t('boats.error')} onRetry={() => void refetch()} />}
      {data && boats.length === 0 && <EmptyState>{t('boats.empty')}</EmptyState>}
      {boats.length > 0 && (
        <ul className={styles.grid} aria-label={t('boats.listLabel')}>
          {boats.map((boat) => (
            <li key={boat.id}>
              <BoatCard boat={boat} />
            </li>
          ))}
        </ul>
      )}
      {boats.length > 0 && <CalendarFeed />}
    </PageContainer>
  );
}

export { BoatsPage as Component };
