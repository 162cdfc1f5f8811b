/**
 * The arithmetic of the schedule's time grid: Palma wall-clock minutes, the hours shown, visits
 * side by side where they overlap, and the overlaps a move would make. No DOM, no React.
 */

/** A visit still to do (planned or under way): it moves; one done or closed with its job is history. */
export const stillToDo = (visit: { state: string }) => visit.state === 'PLANNED' || visit.state === 'UNDER_WAY';

/** The grid's step: a drag or an arrow key moves a visit by this much. */
export const SLOT_MINUTES = 15;
const DAY_MINUTES = 24 * 60;
/** The working day the grid always shows, widened to whole hours around any visit outside it. */
const DEFAULT_HOURS = { from: 7 * 60, to: 20 * 60 };

const palmaClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant's minutes since midnight in Palma. */
export function palmaMinutes(value: string): number {
  const [hours, minutes] = palmaClock.format(new Date(value)).split(':').map(Number);
  return hours * 60 + minutes;
}

/** Minutes since midnight as HH:MM. */
export function clockTime(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** How long a window lasts, in minutes. */
export function durationOf(window: { startsAt: string; endsAt: string }): number {
  return Math.round((Date.parse(window.endsAt) - Date.parse(window.startsAt)) / 60_000);
}

/** The hours the grid shows: the working day, widened to take in every window given (whole hours). */
export function hoursShown(windows: readonly { startsAt: string; endsAt: string }[]): { from: number; to: number } {
  let { from, to } = DEFAULT_HOURS;
  for (const window of windows) {
    const start = palmaMinutes(window.startsAt);
    from = Math.min(from, Math.floor(start / 60) * 60);
    // A window may end no later than 23:45 (a visit is in one day; 24:00 is no time of day).
    to = Math.max(to, Math.min(DAY_MINUTES - SLOT_MINUTES, Math.ceil((start + durationOf(window)) / 60) * 60));
  }
  return { from, to };
}

/** A start moved by a pointer or a key: on the grid's step, the whole window inside the hours shown. */
export function snapStart(start: number, duration: number, hours: { from: number; to: number }): number {
  const snapped = Math.round(start / SLOT_MINUTES) * SLOT_MINUTES;
  return Math.max(hours.from, Math.min(snapped, hours.to - Math.min(duration, hours.to - hours.from)));
}

export interface Span {
  start: number;
  end: number;
}

/**
 * Windows of one column side by side where they overlap: each gets a lane, and the number of
 * lanes of the cluster of overlapping windows it belongs to (its width is 1/lanes).
 */
export function inLanes<T extends Span>(spans: readonly T[]): (T & { lane: number; lanes: number })[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const placed: (T & { lane: number; lanes: number })[] = [];
  let cluster: (T & { lane: number; lanes: number })[] = [];
  let clusterEnd = -Infinity;
  const close = () => {
    const lanes = Math.max(...cluster.map((span) => span.lane)) + 1;
    for (const span of cluster) span.lanes = lanes;
    cluster = [];
  };
  for (const span of sorted) {
    if (cluster.length && span.start >= clusterEnd) close();
    // The first lane whose last window has ended by this one's start.
    let lane = 0;
    while (cluster.some((other) => other.lane === lane && other.end > span.start)) lane += 1;
    const entry = { ...span, lane, lanes: 1 };
    cluster.push(entry);
    placed.push(entry);
    clusterEnd = cluster.length === 1 ? span.end : Math.max(clusterEnd, span.end);
  }
  if (cluster.length) close();
  return placed;
}

export interface TimedVisit {
  id: string;
  startsAt: string;
  endsAt: string;
  technicians: readonly { id: string; name: string }[];
}

/**
 * The other visits (among `visits`, all still to do) that a window of one Palma day would
 * double-book one of `technicianIds` with, each with the names of the technicians it shares.
 */
export function clashesOf<T extends TimedVisit>(
  window: { visitId: string; day: string; start: number; end: number; technicianIds: readonly string[] },
  visits: readonly T[],
  dayOf: (instant: string) => string,
): { visit: T; technicians: string[] }[] {
  return visits.flatMap((visit) => {
    if (visit.id === window.visitId || dayOf(visit.startsAt) !== window.day) return [];
    const start = palmaMinutes(visit.startsAt);
    if (start >= window.end || start + durationOf(visit) <= window.start) return [];
    const shared = visit.technicians.filter((technician) => window.technicianIds.includes(technician.id)).map((technician) => technician.name);
    return shared.length ? [{ visit, technicians: shared }] : [];
  });
}
