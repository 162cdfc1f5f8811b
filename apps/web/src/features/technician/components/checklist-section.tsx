import type { VisitWorkFragment } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/alert';
import type { VisitActions } from '../lib/use-visit-actions';
import { failureKey } from './visit-texts';
import * as styles from './visit-work.css';

/** The job's checklist: each item a whole-row touch target. */
export function ChecklistSection({ visit, open, actions }: { visit: VisitWorkFragment; open: boolean; actions: VisitActions }) {
  const { t } = useTranslation('portal');
  const [error, setError] = useState<unknown>();
  const done = visit.checklist.filter((item) => item.doneAt !== null).length;
  return (
    <section className={styles.section} aria-labelledby="visit-checklist">
      <h2 id="visit-checklist" className={styles.title}>
        {t('technician.work.checklist')} · {done}/{visit.checklist.length}
      </h2>
      {visit.checklist.map((item) => (
        <label key={item.id} className={styles.check}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={item.doneAt !== null}
            disabled={!open}
            onChange={(event) => void actions.tick(item.id, event.target.checked).then(() => setError(undefined), setError)}
          />
          {item.label}
        </label>
      ))}
      {error !== undefined && <ErrorAlert>{t(failureKey(error))}</ErrorAlert>}
    </section>
  );
}
