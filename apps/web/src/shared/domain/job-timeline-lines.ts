import type { JobStatusHistoryFragment } from '@mmt/graphql';

export type TimelineEntry = JobStatusHistoryFragment['statusHistory'][number];
export type VisitEntry = JobStatusHistoryFragment['visits'][number];

type Line = { at: number; change: TimelineEntry; visit?: never } | { at: number; visit: VisitEntry; change?: never };

/**
 * A job's statuses and visits in the order they happened: a visit at its window's start, or
 * earlier if it was begun early. The server closes a job's visits with it and leaves out those called off, so none
 * begins after Completado or Cancelado; on a tie the visit goes first, never after the close.
 */
export function linesOf(history: readonly TimelineEntry[], visits: readonly VisitEntry[]): Line[] {
  const lines: Line[] = [
    ...history.map((change) => ({ at: Date.parse(change.changedAt), change })),
    ...visits
      .filter((visit) => visit.state !== 'CALLED_OFF')
      .map((visit) => ({ at: Math.min(Date.parse(visit.startsAt), Date.parse(visit.startedAt ?? visit.startsAt)), visit })),
  ];
  // Stable: statuses keep their order among themselves.
  return lines.sort((a, b) => a.at - b.at || (a.visit ? -1 : 0) + (b.visit ? 1 : 0));
}
