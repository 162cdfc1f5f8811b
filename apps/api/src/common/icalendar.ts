import { nextCalendarDay } from './calendar.js';

// iCalendar (RFC 5545) as the calendar feeds and the visits' e-mails need it: all-day and timed
// events, escaped text, folded lines.

interface EventText {
  uid: string;
  summary: string;
  description: string;
  url: string;
  location?: string;
  /** Raised each time the event changes, so that a calendar app replaces the copy it has. */
  sequence?: number;
}

/** An all-day event on a day (YYYY-MM-DD), or a timed one between two instants (written in UTC). */
export type CalendarEvent = EventText & ({ day: string } | { start: Date; end: Date });

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11). */
const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const compactDay = (day: string) => day.replace(/-/g, '');

/** An instant in UTC, the basic format (20261126T101500Z). */
const compactInstant = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

const timesOf = (event: CalendarEvent) =>
  'day' in event
    ? [`DTSTART;VALUE=DATE:${compactDay(event.day)}`, `DTEND;VALUE=DATE:${compactDay(nextCalendarDay(event.day))}`]
    : [`DTSTART:${compactInstant(event.start)}`, `DTEND:${compactInstant(event.end)}`];

/** Lines of at most 75 octets, continued with a space (§3.1), never splitting a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  for (const character of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + character) > limit) {
      parts.push(current);
      current = '';
    }
    current += character;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function icalendar({ name, events, now }: { name: string; events: readonly CalendarEvent[]; now: Date }): string {
  const stamp = compactInstant(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mallorca Marine Tech//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      ...(event.sequence ? [`SEQUENCE:${event.sequence}`] : []),
      ...timesOf(event),
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      `URL:${event.url}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
