import { describe, expect, it } from '@jest/globals';
import { clashesOf, hoursShown, inLanes, palmaMinutes, snapStart } from './calendar-layout';

const at = (day: string, time: string) => `${day}T${time}:00+02:00`;
const visit = (id: string, start: string, end: string, technicians: string[]) => ({
  id,
  startsAt: at('2030-06-12', start),
  endsAt: at('2030-06-12', end),
  technicians: technicians.map((name) => ({ id: name, name })),
});

describe('the schedule grid', () => {
  it('reads instants as Palma wall-clock minutes, summer and winter', () => {
    expect(palmaMinutes('2030-06-12T07:30:00Z')).toBe(9 * 60 + 30);
    expect(palmaMinutes('2030-01-15T07:30:00Z')).toBe(8 * 60 + 30);
  });

  it('shows 07:00–20:00, widened to whole hours around a visit outside them', () => {
    expect(hoursShown([])).toEqual({ from: 420, to: 1200 });
    expect(hoursShown([visit('a', '06:30', '07:30', []), visit('b', '19:00', '21:15', [])])).toEqual({ from: 360, to: 1320 });
    expect(hoursShown([visit('late', '22:30', '23:30', [])])).toEqual({ from: 420, to: 1425 });
  });

  it('snaps a moved start to the quarter hour and keeps the whole window inside the hours shown', () => {
    const hours = { from: 420, to: 1200 };
    expect(snapStart(9 * 60 + 8, 60, hours)).toBe(9 * 60 + 15);
    expect(snapStart(5 * 60, 60, hours)).toBe(420);
    expect(snapStart(19 * 60 + 30, 120, hours)).toBe(18 * 60);
  });

  it('puts overlapping windows side by side, each cluster with its own number of lanes', () => {
    const lanes = inLanes([
      { id: 'a', start: 540, end: 660 },
      { id: 'b', start: 600, end: 720 },
      { id: 'c', start: 660, end: 690 },
      { id: 'd', start: 800, end: 860 },
    ]);
    expect(lanes.map(({ id, lane, lanes: count }) => [id, lane, count])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 0, 2],
      ['d', 0, 1],
    ]);
  });

  it('finds the visits a window would double-book a technician with, not those of others or of another day', () => {
    const visits = [visit('ana', '09:00', '11:00', ['Ana']), visit('biel', '09:00', '11:00', ['Biel']), visit('later', '11:00', '12:00', ['Ana'])];
    const dayOf = (instant: string) => instant.slice(0, 10);
    expect(clashesOf({ visitId: 'x', day: '2030-06-12', start: 600, end: 660, technicianIds: ['Ana'] }, visits, dayOf)).toEqual([
      { visit: visits[0], technicians: ['Ana'] },
    ]);
    expect(clashesOf({ visitId: 'x', day: '2030-06-13', start: 600, end: 660, technicianIds: ['Ana'] }, visits, dayOf)).toEqual([]);
    expect(clashesOf({ visitId: 'ana', day: '2030-06-12', start: 540, end: 660, technicianIds: ['Ana'] }, visits, dayOf)).toEqual([]);
  });
});
