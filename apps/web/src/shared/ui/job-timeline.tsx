import type { JobStatusHistoryFragment } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/format';
import { visitWindow } from '../format/visit-time';
import { JobStatusBadge } from './status-badge';
import * as timeline from './timeline.css';

type TimelineEntry = JobStatusHistoryFragment['statusHistory'][number];
type VisitEntry = JobStatusHistoryFragment['visits'][number];

type Line = { at: number; change: TimelineEntry; visit?: never } | { at: number; visit: VisitEntry; change?: never };

/**
 * A job's statuses and visits in the order they happened: a visit at the time it began (or was to
 * begin). The server closes a job's visits with it and leaves out those called off, so none
 * begins after Completado or Cancelado; on a tie the visit goes first, never after the close.
 */
function linesOf(history: readonly TimelineEntry[], visits: readonly VisitEntry[]): Line[] {
  const lines: Line[] = [
    ...history.map((change) => ({ at: Date.parse(change.changedAt), change })),
    ...visits.filter((visit) => visit.state !== 'CALLED_OFF').map((visit) => ({ at: Date.parse(visit.startedAt ?? visit.startsAt), visit })),
  ];
  // Stable: statuses keep their order among themselves.
  return lines.sort((a, b) => a.at - b.at || (a.visit ? -1 : 0) + (b.visit ? 1 : 0));
}

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
