import type { WorkReportFragment } from '@mmt/graphql';
import { normalizeLanguage } from '@mmt/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthorizedImage } from '../download/authorized-image';
import { downloadFile } from '../download/download-file';
import { formatDateTime, formatNumber } from '../format/format';
import { visitWindow } from '../format/visit-time';
import { Button } from '../ui/button';
import { card, cardTitle } from '../ui/card.css';
import { InlineSpinner } from '../ui/spinner';
import { useToast } from '../ui/toast/toast-context';
import * as styles from './work-report.css';

/**
 * A job's work report (parte de trabajo) as its customer reads it: per visit, the notes, hours,
 * parts, photos and signature recorded aboard; and its PDF. Nothing shows before work is recorded.
 */
export function WorkReport({ job }: { job: WorkReportFragment }) {
  const { t, i18n } = useTranslation('portal');
  const { toast } = useToast();
  const [downloading, setDownloading] = useState(false);
  const visits = job.visits.filter((visit) => visit.entries.length || visit.photos.length || visit.signature);
  if (visits.length === 0) return null;
  const language = normalizeLanguage(i18n.language);

  async function download() {
    setDownloading(true);
    try {
      await downloadFile(job.workReportPdfUrl, `${t('workReport.fileName')}.pdf`, { lang: language });
    } catch (error) {
      console.error('Work report download failed', error);
      toast({ title: t('workReport.downloadFailed'), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="work-report">
      <h2 id="work-report" className={cardTitle({ space: 'md' })}>
        {t('workReport.title')}
      </h2>
      {visits.map((visit) => {
        const notes = visit.entries.filter((entry) => entry.kind === 'NOTE');
        const parts = visit.entries.filter((entry) => entry.kind === 'PART');
        const minutes = visit.entries.reduce((sum, entry) => sum + (entry.minutes ?? 0), 0);
        return (
          <article key={visit.id} className={styles.visit} data-testid="work-report-visit">
            <p>
              <strong>{visitWindow(visit, i18n.language)}</strong>
              {visit.technicians.length > 0 && ` · ${visit.technicians.map((technician) => technician.name).join(', ')}`}
            </p>
            {notes.length > 0 && (
              <>
                <h3 className={styles.heading}>{t('workReport.notes')}</h3>
                {notes.map((note) => (
                  <p key={note.id}>{note.text}</p>
                ))}
              </>
            )}
            {minutes > 0 && (
              <>
                <h3 className={styles.heading}>{t('workReport.hours')}</h3>
                <p>{t('workReport.hoursValue', { hours: formatNumber(minutes / 60, i18n.language, 2) })}</p>
              </>
            )}
            {parts.length > 0 && (
              <>
                <h3 className={styles.heading}>{t('workReport.parts')}</h3>
                <ul className={styles.list}>
                  {parts.map((part) => (
                    <li key={part.id}>
                      {formatNumber(part.quantity ?? 0, i18n.language, 2)} × {part.text}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {visit.photos.length > 0 && (
              <>
                <h3 className={styles.heading}>{t('workReport.photos')}</h3>
                <div className={styles.photos}>
                  {visit.photos.map((photo, index) => (
                    <AuthorizedImage key={photo.id} src={photo.url} alt={t('workReport.photo', { number: index + 1 })} className={styles.photo} />
                  ))}
                </div>
              </>
            )}
            <h3 className={styles.heading}>{t('workReport.signature')}</h3>
            {visit.signature ? (
              <>
                <AuthorizedImage
                  src={visit.signature.url}
                  alt={t('workReport.signatureOf', { name: visit.signature.signerName })}
                  className={styles.signature}
                />
                <p>{t('workReport.signedBy', { name: visit.signature.signerName, date: formatDateTime(visit.signature.signedAt) })}</p>
              </>
            ) : (
              <p>{t('workReport.notSigned')}</p>
            )}
          </article>
        );
      })}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void download()} disabled={downloading}>
          {downloading && <InlineSpinner />}
          {t('workReport.download')}
        </Button>
      </div>
    </section>
  );
}
