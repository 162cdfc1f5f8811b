import type { ContentRowFragment } from '@mmt/graphql';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './content-table.css';

/**
 * The bilingual content entries (spec §2 Admin dashboard): section, key,
 * Spanish and English values. Editing comes later. Rows are asked for with
 * the `ContentRow` fragment beside this file.
 */
export function ContentTable({ rows }: { rows: readonly ContentRowFragment[] }) {
  const { t } = useTranslation('admin');
  const captionId = useId();
  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {t('content.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              {t('content.columns.section')}
            </th>
            <th scope="col" className={styles.headerCell}>
              {t('content.columns.key')}
            </th>
            <th scope="col" className={styles.headerCell}>
              {t('content.columns.es')}
            </th>
            <th scope="col" className={styles.headerCell}>
              {t('content.columns.en')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={styles.codeCell}>{row.section}</td>
              <td className={styles.codeCell}>{row.key}</td>
              <td className={styles.cell} lang="es">
                {row.valueEs}
              </td>
              <td className={styles.cell} lang="en">
                {row.valueEn}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
