import type { JobStatus, ScheduledVisitFragment } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visitWindow } from '../../../../shared/format/visit-time';
import { Button } from '../../../../shared/ui/button';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { stillToDo } from '../../lib/calendar-layout';
import * as records from '../common/record-list.css';
import { VisitForm } from '../schedule/visit-form';

/** Only these take a (new) visit; an approved job becomes Programado with its first. */
const schedulable: readonly JobStatus[] = ['APPROVED', 'SCHEDULED', 'IN_PROGRESS'];

/** A job's visits (each can be moved) and, while the job takes one, the form to schedule a visit. */
export function JobVisits({ jobId, status, visits }: { jobId: string; status: JobStatus; visits: readonly ScheduledVisitFragment[] }) {
  const { t, i18n } = useTranslation('admin');
  const [editing, setEditing] = useState<string | null>(null);
  // A fresh form after each visit scheduled.
  const [round, setRound] = useState(0);
  const open = schedulable.includes(status);
  if (!open && visits.length === 0) return null;
  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="job-visits" data-testid="job-visits">
      <h2 id="job-visits" className={cardTitle({ space: 'sm' })}>
        {t('schedule.visits')}
      </h2>
      {visits.length > 0 && (
        <ul className={records.list}>
          {visits.map((visit) => (
            <li key={visit.id} className={records.row}>
              <span className={records.rowTitle}>{visitWindow(visit, i18n.language)}</span>
              <span className={records.rowMeta}>
                {visit.technicians.map((technician) => technician.name).join(', ')}
                {!stillToDo(visit) && ` · ${t(`schedule.state.${visit.state}`)}`}
              </span>
              <span className={records.rowEnd}>
                {open && stillToDo(visit) && (
                  <Button size="sm" variant="ghost" onClick={() => setEditing(editing === visit.id ? null : visit.id)}>
                    {t('schedule.move')}
                  </Button>
                )}
              </span>
              {editing === visit.id && <VisitForm visit={visit} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} />}
            </li>
          ))}
        </ul>
      )}
      {open && editing === null && (
        <>
          <h3 className={cardTitle({ space: 'sm' })}>{t('schedule.form.title')}</h3>
          <VisitForm key={round} jobId={jobId} onSaved={() => setRound(round + 1)} />
        </>
      )}
    </section>
  );
}
