import type { AdminWorkRecordFragment } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthorizedImage } from '../../../../shared/download/authorized-image';
import { formatDateTime, formatNumber } from '../../../../shared/format/format';
import { visitWindow } from '../../../../shared/format/visit-time';
import { Dialog } from '../schedule/dialog';
import { EntryLine } from './entry-line';
import * as styles from './work-record.css';

type RecordedVisit = AdminWorkRecordFragment['visits'][number];

/** One visit as recorded aboard: notes, hours, parts with prices, photos (tapped, shown large), signature. */
export function VisitRecord({ visit, correctable }: { visit: RecordedVisit; correctable: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const groups = (['NOTE', 'HOURS', 'PART'] as const).map((kind) => ({ kind, entries: visit.entries.filter((entry) => entry.kind === kind) }));
  const minutes = visit.entries.reduce((sum, entry) => sum + (entry.minutes ?? 0), 0);
  const title = `${visitWindow(visit, i18n.language)} · ${t(`schedule.state.${visit.state}`)}`;
  const shown = enlarged === null ? null : visit.photos[enlarged];
  return (
    <article className={styles.visit} aria-label={title} data-testid="work-record-visit">
      <h3 className={styles.heading}>{title}</h3>
      <p>
        {visit.technicians.map((technician) => technician.name).join(', ')}
        {visit.startedAt && ` · ${t('workRecord.started', { time: formatDateTime(visit.startedAt) })}`}
        {visit.finishedAt && ` · ${t('workRecord.finished', { time: formatDateTime(visit.finishedAt) })}`}
      </p>
      {visit.entries.length === 0 && visit.photos.length === 0 && !visit.signature && <p>{t('workRecord.nothingInVisit')}</p>}
      {groups.map(
        ({ kind, entries }) =>
          entries.length > 0 && (
            <section key={kind} aria-label={t(`workRecord.kinds.${kind}`)}>
              <h4 className={styles.heading}>
                {t(`workRecord.kinds.${kind}`)}
                {kind === 'HOURS' && ` · ${t('workRecord.hoursValue', { hours: formatNumber(minutes / 60, i18n.language, 2) })}`}
              </h4>
              <ul className={styles.lines}>
                {entries.map((entry) => (
                  <EntryLine key={entry.id} entry={entry} correctable={correctable} />
                ))}
              </ul>
            </section>
          ),
      )}
      {visit.photos.length > 0 && (
        <section aria-label={t('workRecord.photos')}>
          <h4 className={styles.heading}>{t('workRecord.photos')}</h4>
          <div className={styles.photos} data-testid="work-record-photos">
            {visit.photos.map((photo, index) => (
              <button
                key={photo.id}
                type="button"
                className={styles.thumb}
                onClick={() => setEnlarged(index)}
                aria-label={t('workRecord.enlarge', { number: index + 1 })}
              >
                <AuthorizedImage src={photo.url} alt={t('workRecord.photo', { number: index + 1 })} className={styles.photo} />
              </button>
            ))}
          </div>
        </section>
      )}
      {shown && (
        <Dialog
          title={t('workRecord.photoTitle', { number: enlarged! + 1, time: formatDateTime(shown.createdAt) })}
          closeLabel={t('workRecord.close')}
          onClose={() => setEnlarged(null)}
          testId="work-record-photo"
        >
          <AuthorizedImage src={shown.url} alt={t('workRecord.photo', { number: enlarged! + 1 })} className={styles.large} />
        </Dialog>
      )}
      {(visit.state === 'DONE' || visit.signature) && (
        <section aria-label={t('workRecord.signature')}>
          <h4 className={styles.heading}>{t('workRecord.signature')}</h4>
          {visit.signature ? (
            <>
              <AuthorizedImage src={visit.signature.url} alt={t('workRecord.signatureOf', { name: visit.signature.signerName })} className={styles.signature} />
              <p>{t('workRecord.signedBy', { name: visit.signature.signerName, date: formatDateTime(visit.signature.signedAt) })}</p>
            </>
          ) : (
            <p>{t('workRecord.notSigned')}</p>
          )}
        </section>
      )}
    </article>
  );
}
