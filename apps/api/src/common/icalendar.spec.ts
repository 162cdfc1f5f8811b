import { describe, expect, it } from '@jest/globals';
import { icalendar } from './icalendar.js';

describe('calendars as iCalendar', () => {
  const now = new Date('2026-11-26T10:15:00Z');

  it('writes each task as an all-day event on its due day, with escaped text and CRLF lines', () => {
    const text = icalendar({
      name: 'Mantenimiento, barcos',
      now,
      events: [
        {
          uid: 'maintenance-task-7@example.com',
          day: '2028-02-29',
          summary: 'Sea Breeze: prueba; baterías',
          description: 'Vence el 29 de febrero\nhttps://example.com/app/boats/x',
          url: 'https://example.com/app/boats/x',
        },
      ],
    });
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Mallorca Marine Tech//Calendar//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Mantenimiento\\, barcos',
      'BEGIN:VEVENT',
      'UID:maintenance-task-7@example.com',
      'DTSTAMP:20261126T101500Z',
      'DTSTART;VALUE=DATE:20280229',
      'DTEND;VALUE=DATE:20280301',
      'SUMMARY:Sea Breeze: prueba\\; baterías',
      'DESCRIPTION:Vence el 29 de febrero\\nhttps://example.com/app/boats/x',
      'URL:https://example.com/app/boats/x',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const text = icalendar({ name: 'x', now, events: [{ uid: 'u', day: '2026-01-01', summary: 'ñ'.repeat(100), description: '', url: 'https://e.example' }] });
    const summary = text.split('\r\n').filter((line, index, all) => line.startsWith('SUMMARY') || (line.startsWith(' ') && all[index - 1] !== undefined));
    for (const line of summary) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n /g, '')).toContain(`SUMMARY:${'ñ'.repeat(100)}`);
  });

  it('writes a timed event between two instants in UTC, with its place and its revision', () => {
    const text = icalendar({
      name: 'Visitas',
      now,
      events: [
        {
          uid: 'visit-3@example.com',
          start: new Date('2026-12-01T08:00:00Z'),
          end: new Date('2026-12-01T11:30:00Z'),
          summary: 'Sea Breeze',
          description: 'x',
          url: 'https://e.example',
          location: 'Club de Mar, B, 12',
          sequence: 2,
        },
      ],
    });
    const lines = text.split('\r\n');
    expect(lines).toEqual(expect.arrayContaining(['SEQUENCE:2', 'DTSTART:20261201T080000Z', 'DTEND:20261201T113000Z', 'LOCATION:Club de Mar\\, B\\, 12']));
  });
});
