import type { ReadingPeriod } from '@mmt/graphql';

/**
 * Where the time axis of a readings chart is labelled, on Palma's clock:
 * every 6 hours for 24 h (06:00, 12:00 …), each midnight for 7 days
 * ("lun 23"), and every few midnights for 30 days ("23 nov"), thinned so no
 * more than `maxTicks` fit the width.
 */
export interface TimeTick {
  time: number;
  label: string;
}

const HOUR_MS = 3_600_000;

const labelFormats: Record<ReadingPeriod, Intl.DateTimeFormatOptions> = {
  DAY: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  WEEK: { weekday: 'short', day: 'numeric' },
  MONTH: { day: 'numeric', month: 'short' },
};

export function timeTicks({
  from,
  to,
  period,
  locale,
  maxTicks,
}: {
  from: number;
  to: number;
  period: ReadingPeriod;
  locale: string;
  maxTicks: number;
}): TimeTick[] {
  const hourOf = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: 'numeric', hourCycle: 'h23' });
  const candidates: number[] = [];
  for (let time = Math.ceil(from / HOUR_MS) * HOUR_MS; time <= to; time += HOUR_MS) {
    const hour = Number(hourOf.format(time));
    if (period === 'DAY' ? hour % 6 === 0 : hour === 0) candidates.push(time);
  }
  // Keep every n-th, counted back from the newest, so the latest day always has its label.
  const step = Math.max(1, Math.ceil(candidates.length / Math.max(1, maxTicks)), period === 'MONTH' ? 7 : 1);
  const kept = candidates.filter((_, index) => (candidates.length - 1 - index) % step === 0);
  const format = new Intl.DateTimeFormat(locale, { ...labelFormats[period], timeZone: 'Europe/Madrid' });
  return kept.map((time) => ({ time, label: format.format(time).replace('.', '') }));
}
