import type { JobStatusHistoryFragment } from '@mmt/graphql';
import { formatDateTime } from '../format/format';
import { JobStatusBadge } from './status-badge';
import * as timeline from './timeline.css';

type TimelineEntry = JobStatusHistoryFragment['statusHistory'][number];

/** Every status a job took, oldest first, with the note that came with it. */
export function JobTimeline({ history, label }: { history: readonly TimelineEntry[]; label: string }) {
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
    </ol>
  );
}
