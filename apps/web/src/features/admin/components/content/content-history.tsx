import { useMutation, useQuery } from '@apollo/client/react';
import { ContentRevisionsDocument, RestoreContentDocument, type ContentRowFragment } from '@mmt/graphql';
import type { SiteTextNamespace } from '@mmt/i18n';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format/format';
import { reloadTexts } from '../../../../shared/i18n/texts';
import { Button } from '../../../../shared/ui/button';
import { Spinner } from '../../../../shared/ui/spinner';
import { badge } from '../../../../shared/ui/status-badge.css';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { versionsOf } from '../../lib/content-versions';
import * as styles from './content-history.css';
import * as tableStyles from './content-table.css';

const HISTORY_SIZE = 50;

/** The history panel under a row: every save, and 'Restaurar' for any earlier version (a new save). */
export function ContentHistory({ row, onClose }: { row: ContentRowFragment; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const { toast } = useToast();
  const { data, loading, error, refetch } = useQuery(ContentRevisionsDocument, {
    variables: { contentId: row.id, first: HISTORY_SIZE },
    fetchPolicy: 'network-only',
  });
  const [restore, { loading: restoring }] = useMutation(RestoreContentDocument);
  const connection = data?.contentRevisions;
  const revisions = connection?.edges.map((edge) => edge.node) ?? [];
  const versions = versionsOf(revisions, connection !== undefined && revisions.length === connection.totalCount);
  const name = `${row.section}/${row.key}`;

  async function onRestore(version: number) {
    try {
      await restore({ variables: { input: { id: row.id, version: row.version, restoreVersion: version } } });
      toast({ variant: 'success', title: t('content.historyPanel.restored.title'), description: t('content.historyPanel.restored.description', { version }) });
      void reloadTexts(i18n, [row.section as SiteTextNamespace]).catch(() => undefined);
      await refetch();
    } catch (cause) {
      console.error('Restore failed', cause);
      toast({ variant: 'destructive', title: t('content.saveError.title'), description: t('content.saveError.description') });
    }
  }

  return (
    <tr className={tableStyles.editingRow}>
      <td colSpan={5} className={tableStyles.panelCell}>
        <section className={styles.panel} aria-label={t('content.historyPanel.title', { key: name })} data-testid="content-history">
          <div className={styles.header}>
            <h3 className={styles.title}>{t('content.historyPanel.title', { key: name })}</h3>
            <Button size="sm" variant="ghost" onClick={onClose}>
              {t('content.historyPanel.close')}
            </Button>
          </div>
          {loading && !data && <Spinner label={t('content.historyPanel.loading')} />}
          {error && !data && <p role="alert">{t('content.historyPanel.error')}</p>}
          {connection && revisions.length === 0 && <p className={styles.muted}>{t('content.historyPanel.empty')}</p>}
          {versions.length > 0 && (
            <ol className={styles.list}>
              {versions.map(({ version, valueEs, valueEn, revision, changed }) => (
                <li key={version} className={styles.item} data-testid="content-version">
                  <p className={styles.meta}>
                    <strong>{revision ? t('content.historyPanel.version', { version }) : t('content.historyPanel.original', { version })}</strong>
                    {version === row.version && ` · ${t('content.historyPanel.current')}`}
                    {revision &&
                      ` · ${t('content.historyPanel.by', {
                        name: revision.editedBy?.name || revision.editedBy?.email || t('content.historyPanel.deletedAccount'),
                        date: formatDateTime(revision.editedAt),
                      })}`}
                    {revision?.restoredVersion != null && ` · ${t('content.historyPanel.restoredFrom', { version: revision.restoredVersion })}`}
                  </p>
                  <dl className={styles.values}>
                    {(
                      [
                        ['es', valueEs],
                        ['en', valueEn],
                      ] as const
                    ).map(([language, value]) => (
                      <Fragment key={language}>
                        <dt className={styles.language}>
                          {t(`content.columns.${language}`)}
                          {changed.includes(language) && <span className={badge({ tone: 'blue' })}>{t('content.historyPanel.changed')}</span>}
                        </dt>
                        <dd lang={language}>{value || <span className={styles.muted}>{t('content.emptyValue')}</span>}</dd>
                      </Fragment>
                    ))}
                  </dl>
                  {version !== row.version && (
                    <Button size="sm" variant="secondary" disabled={restoring} onClick={() => void onRestore(version)}>
                      {restoring ? t('content.historyPanel.restoring') : t('content.historyPanel.restore', { version })}
                    </Button>
                  )}
                </li>
              ))}
            </ol>
          )}
        </section>
      </td>
    </tr>
  );
}
