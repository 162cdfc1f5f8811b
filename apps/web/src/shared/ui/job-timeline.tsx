import type { JobStatusHistoryFragment } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/format';
import { visitWindow } from '../format/visit-time';
import { JobStatusBadge } from './status-badge';
import * as timeline from './timeline.css';

type TimelineEntry = JobStatusHistoryFragment['statusHistory'][number];
type VisitEntry = JobStatusHistoryFragment['visits'][number];

/** Every status a job took, oldest first, with the note that came with it; then its visits' windows (Palma). */
export function JobTimeline({ history, visits = [], label }: { history: readonly TimelineEntry[]; visits?: readonly VisitEntry[]; label: string }) {
  const { t, i18n } = useTranslation('common');
  return (
    <ol className={timeline.list} aria-label={label}>
      {history.map((change) => (
        <li key={`${change.status}-${change.changedAt}`} className={timeline.item} data-testid="timeline-entry">
          <JobStatusBadge status={change.status} />
          <time className={timeline.time} dateTime={change.changedAt}>
            {formatDateTime(change.changedAt)}
          </time>
          {change.note && <p className={timeline.note}>{change.note}</p>}
        </li>
      ))}
      {visits.map((visit) => (
        <li key={visit.id} className={timeline.item} data-testid="timeline-visit">
          <span>{t('jobVisit', { window: visitWindow(visit, i18n.language) })}</span>
        </li>
      ))}
    </ol>
  );
}
