import type { ContentRowFragment } from '@mmt/graphql';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/button';
import { ContentHistory } from './content-history';
import { ContentRowEditor } from './content-row-editor';
import * as styles from './content-table.css';

interface ContentTableProps {
  rows: readonly ContentRowFragment[];
  /** The one row in edit mode (spec: one at a time), if any. */
  editingId: string | null;
  historyId: string | null;
  onEdit: (id: string | null) => void;
  onHistory: (id: string | null) => void;
}

/**
 * The bilingual content entries (spec §2 Admin dashboard): Sección, Clave, Español, Inglés,
 * Acciones. 'Editar' turns a row's two values into text boxes; 'Historial' opens its saves
 * under it. Rows are asked for with the `ContentRow` fragment beside this file.
 */
export function ContentTable({ rows, editingId, historyId, onEdit, onHistory }: ContentTableProps) {
  const { t } = useTranslation('admin');
  const captionId = useId();
  const columns = {
    section: t('content.columns.section'),
    key: t('content.columns.key'),
    es: t('content.columns.es'),
    en: t('content.columns.en'),
    actions: t('content.columns.actions'),
  };
  return (
    <div className={styles.wrapper} role="region" aria-labelledby={captionId}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {t('content.caption')}
        </caption>
        <thead className={styles.head}>
          <tr>
            <th scope="col" className={`${styles.headerCell} ${styles.narrowColumn}`}>
              {columns.section}
            </th>
            <th scope="col" className={`${styles.headerCell} ${styles.keyColumn}`}>
              {columns.key}
            </th>
            <th scope="col" className={styles.headerCell}>
              {columns.es}
            </th>
            <th scope="col" className={styles.headerCell}>
              {columns.en}
            </th>
            <th scope="col" className={`${styles.headerCell} ${styles.actionsColumn}`}>
              {columns.actions}
            </th>
          </tr>
        </thead>
        <tbody className={styles.body}>
          {rows.map((row) => (
            <Fragment key={row.id}>
              {row.id === editingId ? (
                <ContentRowEditor row={row} columns={columns} onDone={() => onEdit(null)} />
              ) : (
                <tr className={styles.row} data-testid="content-row">
                  <td className={styles.codeCell} data-label={columns.section}>
                    {row.section}
                  </td>
                  <td className={styles.codeCell} data-label={columns.key}>
                    <span data-testid="content-key">{row.key}</span>
                    {row.retiredAt && <span className={styles.badge}>{t('content.retiredNote')}</span>}
                  </td>
                  <ValueCell label={columns.es} value={row.valueEs} outdated={row.outdatedLanguage === 'es'} lang="es" />
                  <ValueCell label={columns.en} value={row.valueEn} outdated={row.outdatedLanguage === 'en'} lang="en" />
                  <td className={styles.cell} data-label={columns.actions}>
                    <div className={styles.actions}>
                      <Button
                        size="sm"
                        disabled={editingId !== null}
                        onClick={() => onEdit(row.id)}
                        aria-label={t('content.editLabel', { key: `${row.section}/${row.key}` })}
                      >
                        {t('content.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-expanded={historyId === row.id}
                        onClick={() => onHistory(historyId === row.id ? null : row.id)}
                        aria-label={t('content.historyLabel', { key: `${row.section}/${row.key}` })}
                      >
                        {t('content.history')}
                      </Button>
                    </div>
                  </td>
                </tr>
              )}
              {row.id === historyId && <ContentHistory row={row} onClose={() => onHistory(null)} />}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A value as the site stores it; an empty one says the default shows instead. */
function ValueCell({ label, value, outdated, lang }: { label: string; value: string; outdated: boolean; lang: 'es' | 'en' }) {
  const { t } = useTranslation('admin');
  return (
    <td className={styles.cell} data-label={label}>
      {value ? <span lang={lang}>{value}</span> : <span className={styles.muted}>{t('content.emptyValue')}</span>}
      {outdated && (
        <>
          <br />
          <span className={styles.badge}>{t(`content.outdated.${lang}`)}</span>
        </>
      )}
    </td>
  );
}
