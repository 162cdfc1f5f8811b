import { describe, expect, it } from '@jest/globals';
import { linesOf, type TimelineEntry, type VisitEntry } from './job-timeline-lines';

const status = (status: TimelineEntry['status'], changedAt: string): TimelineEntry => ({ status, changedAt, note: null });
const visit = (id: string, startsAt: string, state: VisitEntry['state'], startedAt: string | null = null): VisitEntry => ({
  id,
  startsAt,
  endsAt: startsAt,
  startedAt,
  state,
});
const order = (lines: ReturnType<typeof linesOf>) => lines.map((line) => (line.change ? line.change.status : line.visit.id));

describe("a job's timeline", () => {
  it('puts each visit where it began among the statuses, and nothing after Completado', () => {
    const history = [
      status('APPROVED', '2030-06-01T08:00:00Z'),
      status('SCHEDULED', '2030-06-01T09:00:00Z'),
      status('IN_PROGRESS', '2030-06-03T07:05:00Z'),
      status('COMPLETED', '2030-06-04T12:00:00Z'),
    ];
    const visits = [
      // Planned for the afternoon, begun early that morning: at the time it began.
      visit('first', '2030-06-03T13:00:00Z', 'DONE', '2030-06-03T07:10:00Z'),
      // Its time came before the job was completed, never started aboard: closed with the job, before it.
      visit('second', '2030-06-04T12:00:00Z', 'CLOSED'),
      // Begun late, after the next visit's window: still where its window was.
      visit('late', '2030-06-03T08:00:00Z', 'DONE', '2030-06-04T09:00:00Z'),
      visit('later', '2030-06-06T08:00:00Z', 'CALLED_OFF'),
    ];
    expect(order(linesOf(history, visits))).toEqual(['APPROVED', 'SCHEDULED', 'IN_PROGRESS', 'first', 'late', 'second', 'COMPLETED']);
  });

  it('lists the visits still to come after the statuses so far', () => {
    const history = [status('APPROVED', '2030-06-01T08:00:00Z'), status('SCHEDULED', '2030-06-01T09:00:00Z')];
    expect(order(linesOf(history, [visit('next', '2030-06-05T07:00:00Z', 'PLANNED')]))).toEqual(['APPROVED', 'SCHEDULED', 'next']);
  });
});
