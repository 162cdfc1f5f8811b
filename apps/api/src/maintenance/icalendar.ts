// iCalendar (RFC 5545) as the calendar feed needs it: all-day events, escaped text, folded lines.

export interface CalendarEvent {
  uid: string;
  /** YYYY-MM-DD: an all-day event. */
  day: string;
  summary: string;
  description: string;
  url: string;
}

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11). */
const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const compactDay = (day: string) => day.replace(/-/g, '');

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

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
  const stamp = `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mallorca Marine Tech//Maintenance//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDay(event.day)}`,
      `DTEND;VALUE=DATE:${compactDay(nextDay(event.day))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `URL:${event.url}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
