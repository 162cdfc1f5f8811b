import type { TechnicianVisitQuery } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HoursForm } from './hours-form';
import { NoteForm } from './note-form';
import { PartForm } from './part-form';
import { PhotoButton } from './photo-button';
import * as styles from './field-app.css';
import type { VisitActions } from '../lib/use-visit-actions';
import * as cards from './visit-work.css';

const TABS = ['note', 'hours', 'part'] as const;
type Tab = (typeof TABS)[number];

/** Recording the work: the camera, then a note, hours or a part, one form at a time. */
export function RecordPanel({
  startedAt,
  recordedMinutes,
  parts,
  actions,
}: {
  startedAt: string;
  recordedMinutes: number;
  parts: TechnicianVisitQuery['parts'];
  actions: VisitActions;
}) {
  const { t } = useTranslation('portal');
  const [tab, setTab] = useState<Tab>('note');
  const labels: Record<Tab, string> = { note: t('technician.work.note'), hours: t('technician.work.hoursLabel'), part: t('technician.work.part') };
  return (
    <section className={cards.section} aria-labelledby="visit-record">
      <h2 id="visit-record" className={cards.title}>
        {t('technician.work.record')}
      </h2>
      <PhotoButton actions={actions} />
      <div className={styles.tabs} role="tablist" aria-labelledby="visit-record">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`record-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="record-form"
            className={styles.tab}
            onClick={() => setTab(name)}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      <div id="record-form" role="tabpanel" aria-labelledby={`record-tab-${tab}`}>
        {tab === 'note' && <NoteForm actions={actions} />}
        {tab === 'hours' && <HoursForm key={recordedMinutes} startedAt={startedAt} recordedMinutes={recordedMinutes} actions={actions} />}
        {tab === 'part' && <PartForm parts={parts} actions={actions} />}
      </div>
    </section>
  );
}
