import { describe, expect, it } from '@jest/globals';
import { businessMinutes, inBusinessHours, type BusinessHours } from './business-hours.js';

const weekdays: BusinessHours = { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '18:00' };

describe('business hours, Palma time', () => {
  it('counts the minutes of a span within them, day by day, in winter and in summer time', () => {
    // Friday 17:00 to Monday 09:00 in January (UTC+1): an hour on Friday, an hour on Monday.
    expect(businessMinutes(weekdays, new Date('2027-01-08T16:00:00Z'), new Date('2027-01-11T08:00:00Z'))).toBe(120);
    // A July Wednesday (UTC+2), 07:30 to 08:30 Palma: the half hour after opening.
    expect(businessMinutes(weekdays, new Date('2027-07-07T05:30:00Z'), new Date('2027-07-07T06:30:00Z'))).toBe(30);
    // The Sunday the clocks go forward: no business day.
    expect(businessMinutes(weekdays, new Date('2027-03-28T00:00:00Z'), new Date('2027-03-28T20:00:00Z'))).toBe(0);
  });

  it('says whether an instant falls within them: opening inclusive, closing exclusive', () => {
    expect(inBusinessHours(weekdays, new Date('2027-07-07T06:00:00Z'))).toBe(true); // 08:00 Palma
    expect(inBusinessHours(weekdays, new Date('2027-07-07T15:59:00Z'))).toBe(true); // 17:59
    expect(inBusinessHours(weekdays, new Date('2027-07-07T16:00:00Z'))).toBe(false); // 18:00
    expect(inBusinessHours({ ...weekdays, days: [6] }, new Date('2027-07-10T10:00:00Z'))).toBe(true); // Saturday 12:00
  });
});
