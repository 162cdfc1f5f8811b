import type { AdminWorkRecordFragment } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format/format';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { VisitRecord } from './visit-record';
import * as styles from './work-record.css';

/**
 * The job's work as recorded aboard, before and after it is completed: the checklist's results and,
 * per visit, what was recorded. Lines are corrected here until the job is invoiced.
 */
export function WorkRecord({ job, invoiced }: { job: AdminWorkRecordFragment; invoiced: boolean }) {
  const { t } = useTranslation('admin');
  const worked = job.visits.filter((visit) => visit.state !== 'PLANNED' || visit.entries.length > 0 || visit.photos.length > 0);
  if (worked.length === 0 && job.checklist.length === 0) return null;
  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="work-record" data-testid="work-record">
      <h2 id="work-record" className={cardTitle({ space: 'sm' })}>
        {t('workRecord.title')}
      </h2>
      <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{invoiced ? t('workRecord.invoiced') : t('workRecord.intro')}</p>
      {job.checklist.length > 0 && (
        <section aria-label={t('workRecord.checklist')} className={styles.visit}>
          <h3 className={styles.heading}>{t('workRecord.checklist')}</h3>
          <ul className={styles.checklist}>
            {job.checklist.map((item) => (
              <li key={item.id}>
                {item.doneAt ? <span className={styles.done}>✓ </span> : '○ '}
                {item.label} · {item.doneAt ? t('workRecord.checkDone', { time: formatDateTime(item.doneAt) }) : t('workRecord.checkNotDone')}
              </li>
            ))}
          </ul>
        </section>
      )}
      {worked.length === 0 ? (
        <p className={styles.visit}>{t('workRecord.none')}</p>
      ) : (
        worked.map((visit) => <VisitRecord key={visit.id} visit={visit} correctable={!invoiced} />)
      )}
    </section>
  );
}
