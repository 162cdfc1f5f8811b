import { useTranslation } from 'react-i18next';
import { AuthorizedImage } from '../../../shared/download/authorized-image';
import { formatNumber } from '../../../shared/format/format';
import type { LocalVisit } from '../lib/local-view';
import { EntryRow } from './entry-row';
import * as styles from './field-app.css';
import type { VisitActions } from '../lib/use-visit-actions';
import * as cards from './visit-work.css';

export type Entry = LocalVisit['entries'][number];

/** An entry in a line: the note, the hours, or how many of which part. */
export function useDescribeEntry(): (entry: Entry) => string {
  const { t, i18n } = useTranslation('portal');
  return (entry) =>
    entry.kind === 'HOURS'
      ? t('technician.work.hoursValue', { hours: formatNumber((entry.minutes ?? 0) / 60, i18n.language, 2) })
      : entry.kind === 'PART'
        ? `${formatNumber(entry.quantity ?? 0, i18n.language, 2)} × ${entry.text}`
        : entry.text;
}

/** What was recorded, on the server or still on the phone: correctable until the visit is finished. */
export function RecordedEntries({ visit, editable, actions }: { visit: LocalVisit; editable: boolean; actions: VisitActions }) {
  const { t } = useTranslation('portal');
  return (
    <section className={cards.section} aria-labelledby="visit-recorded">
      <h2 id="visit-recorded" className={cards.title}>
        {t('technician.work.recorded')}
      </h2>
      {visit.entries.length === 0 && visit.photos.length === 0 && <p className={styles.hint}>{t('technician.work.nothingYet')}</p>}
      <ul className={styles.entries} data-testid="recorded-entries">
        {visit.entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} editable={editable} actions={actions} />
        ))}
      </ul>
      {!editable && visit.entries.length > 0 && <p className={styles.hint}>{t('technician.work.lockedHint')}</p>}
      {visit.photos.length > 0 && (
        <div className={cards.photos} data-testid="visit-photos">
          {visit.photos.map((photo, index) =>
            // A photo still on the phone is shown from its own bytes; the server's with the session's token.
            photo.onPhone ? (
              <img key={photo.id} src={photo.url} alt={t('workReport.photo', { number: index + 1 })} className={cards.photo} />
            ) : (
              <AuthorizedImage key={photo.id} src={photo.url} alt={t('workReport.photo', { number: index + 1 })} className={cards.photo} />
            ),
          )}
        </div>
      )}
    </section>
  );
}
