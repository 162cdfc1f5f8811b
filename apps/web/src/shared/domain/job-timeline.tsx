import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/format';
import { visitWindow } from '../format/visit-time';
import { linesOf, type TimelineEntry, type VisitEntry } from './job-timeline-lines';
import { JobStatusBadge } from '../ui/status-badge';
import * as timeline from '../ui/timeline.css';

/** Every status a job took and each of its visits' windows (Palma), oldest first, with the note that came with a status. */
export function JobTimeline({ history, visits = [], label }: { history: readonly TimelineEntry[]; visits?: readonly VisitEntry[]; label: string }) {
  const { t, i18n } = useTranslation('common');
  return (
    <ol className={timeline.list} aria-label={label}>
      {linesOf(history, visits).map(({ change, visit }) =>
        change ? (
          <li key={`${change.status}-${change.changedAt}`} className={timeline.item} data-testid="timeline-entry">
            <JobStatusBadge status={change.status} />
            <time className={timeline.time} dateTime={change.changedAt}>
              {formatDateTime(change.changedAt)}
            </time>
            {change.note && <p className={timeline.note}>{change.note}</p>}
          </li>
        ) : (
          <li key={visit.id} className={timeline.item} data-testid="timeline-visit">
            <span>{t('jobVisit', { window: visitWindow(visit, i18n.language) })}</span>
          </li>
        ),
      )}
    </ol>
  );
}
