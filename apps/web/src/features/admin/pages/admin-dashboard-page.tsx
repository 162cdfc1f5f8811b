import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { ContentsDocument, type ContentRowFragment } from '@mmt/graphql';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { SignOutButton } from '../../../shared/ui/sign-out-button';
import { InlineSpinner, Spinner } from '../../../shared/ui/spinner';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { ContentTable } from '../components/content-table';
import * as styles from './admin-dashboard-page.css';

const PAGE_SIZE = 50;

/** /admin/dashboard (spec §2 Admin dashboard): greeting, sign-out and the content list. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  useDocumentTitle(t('dashboard.title'));

  return (
    <PageContainer>
      <div className={styles.header}>
        <div>
          <PageTitle>{t('dashboard.title')}</PageTitle>
          <p className={styles.greeting}>{t('dashboard.greeting', { name: user?.name.trim() || user?.email })}</p>
        </div>
        <SignOutButton />
      </div>
      <ContentSection />
    </PageContainer>
  );
}

function ContentSection() {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const { data, error, networkStatus, fetchMore } = useQuery(ContentsDocument, {
    variables: { first: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });

  useEffect(() => {
    if (!error) return;
    console.error('Content load failed', error);
    toast({ variant: 'destructive', title: t('content.loadError.title'), description: t('content.loadError.description') });
  }, [error, toast, t]);

  const connection = data?.contents;
  const rows = useMemo<ContentRowFragment[]>(() => connection?.edges.map((edge) => edge.node) ?? [], [connection]);
  const loadingFirst = networkStatus === NetworkStatus.loading && !connection;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  return (
    <section className={styles.section} aria-labelledby="content-title" aria-busy={loadingFirst || loadingMore}>
      <h2 id="content-title" className={styles.sectionTitle}>
        {t('content.title')}
      </h2>
      {loadingFirst && <Spinner label={t('content.loading')} />}
      {connection && rows.length === 0 && <p className={styles.muted}>{t('content.empty')}</p>}
      {connection && rows.length > 0 && (
        <>
          <ContentTable rows={rows} />
          <div className={styles.footer}>
            <span>{t('content.count', { shown: rows.length, total: connection.totalCount })}</span>
            {connection.pageInfo.hasNextPage && (
              <Button
                variant="secondary"
                size="sm"
                disabled={loadingMore}
                onClick={() =>
                  void fetchMore({ variables: { first: PAGE_SIZE, after: connection.pageInfo.endCursor } })
                }
              >
                {loadingMore && <InlineSpinner />}
                {loadingMore ? t('content.loadingMore') : t('content.loadMore')}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}

export { AdminDashboardPage as Component };
