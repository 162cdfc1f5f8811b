import { useQuery } from '@apollo/client/react';
import { ContentSectionsDocument, ContentsDocument, type ContentRowFragment } from '@mmt/graphql';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { Spinner } from '../../../shared/ui/spinner';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { ContentFilters } from '../components/content/content-filters';
import { ContentPager } from '../components/content/content-pager';
import { ContentTable } from '../components/content/content-table';
import { contentVariables, readContentQuery, writeContentQuery, type ContentQueryState } from '../lib/content-query';
import * as styles from './site-texts-page.css';

/**
 * /admin/site-texts ('Textos de la web', spec §2's content management, moved off the admins' home):
 * filters, the table of entries and its pages; what it shows lives in the URL.
 */
export function SiteTextsPage() {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  useDocumentTitle(t('content.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readContentQuery(searchParams);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [historyId, setHistoryId] = useState<string | null>(null);
  const sections = useQuery(ContentSectionsDocument);
  const { data, previousData, error, loading } = useQuery(ContentsDocument, {
    variables: contentVariables(state),
    fetchPolicy: 'cache-and-network',
  });

  useEffect(() => {
    if (!error) return;
    console.error('Content load failed', error);
    toast({ variant: 'destructive', title: t('content.loadError.title'), description: t('content.loadError.description') });
  }, [error, toast, t]);

  const show = (next: ContentQueryState) => {
    setEditingId(null);
    setHistoryId(null);
    setSearchParams(writeContentQuery(next));
  };
  // While the next page or filter loads, the current rows stay (no flash of the spinner).
  const connection = (data ?? previousData)?.contents;
  const rows = useMemo<ContentRowFragment[]>(() => connection?.edges.map((edge) => edge.node) ?? [], [connection]);

  return (
    <PageContainer>
      <PageTitle>{t('content.title')}</PageTitle>
      <div className={styles.section} aria-busy={loading}>
        <ContentFilters state={state} sections={sections.data?.contentSections ?? []} onChange={show} />
        {loading && !connection && <Spinner label={t('content.loading')} />}
        {connection && rows.length === 0 && <p className={styles.muted}>{t('content.empty')}</p>}
        {connection && rows.length > 0 && (
          <>
            <ContentTable rows={rows} editingId={editingId} historyId={historyId} onEdit={setEditingId} onHistory={setHistoryId} />
            <ContentPager
              page={state.page}
              shown={rows.length}
              total={connection.totalCount}
              hasNextPage={connection.pageInfo.hasNextPage}
              onPage={(page) => show({ ...state, page })}
            />
          </>
        )}
      </div>
    </PageContainer>
  );
}

export { SiteTextsPage as Component };
