import type { BoatProfile } from './boat-day-model.js';

const DAY_MS = 24 * 3_600_000;

/**
 * How the demo boats live (same order as demo-portal's boats), for the boat
 * day model:
 * - Sea Breeze, a sailboat with a small solar panel: in the marina on
 *   weekdays, out at weekends.
 * - Blue Horizon, a motor yacht with heavy house loads: out most days, on
 *   shore power twice a week; its nights at anchor cost a fifth of the bank.
 * - Mallorca Spirit, a catamaran with no solar panels yet (its job
 *   'Instalación de paneles solares' is pending): left on its mooring six days
 *   ago, so its battery has run down to the monitor's 10 % cut-off whatever
 *   the hour: the demo's one low-battery warning.
 * - Wind Dancer, the English-speaking customer's sailboat with a good solar
 *   array: weekends out, weekdays at anchor in the bay.
 * - Island Hopper, a RIB: a small bank kept topped up by shore power, out
 *   most afternoons.
 */
export function demoBoatProfiles(now: Date): BoatProfile[] {
  return [
    {
      seed: 11,
      houseLoadPercentPerHour: 0.9,
      solarPeakPercentPerHour: 3,
      enginePercentPerHour: 10,
      shorePercentPerHour: 12,
      week: ['outing', 'marina', 'marina', 'marina', 'marina', 'anchor', 'outing'],
    },
    {
      seed: 23,
      houseLoadPercentPerHour: 1.6,
      solarPeakPercentPerHour: 2,
      enginePercentPerHour: 14,
      shorePercentPerHour: 15,
      week: ['outing', 'marina', 'outing', 'outing', 'marina', 'outing', 'outing'],
    },
    {
      seed: 37,
      houseLoadPercentPerHour: 0.8,
      solarPeakPercentPerHour: 0,
      enginePercentPerHour: 12,
      shorePercentPerHour: 12,
      week: ['outing', 'marina', 'anchor', 'anchor', 'anchor', 'anchor', 'outing'],
      laidUpSince: new Date(now.getTime() - 6 * DAY_MS),
    },
    {
      seed: 41,
      houseLoadPercentPerHour: 1,
      solarPeakPercentPerHour: 4,
      enginePercentPerHour: 10,
      shorePercentPerHour: 12,
      week: ['outing', 'anchor', 'anchor', 'marina', 'anchor', 'anchor', 'outing'],
    },
    {
      seed: 53,
      houseLoadPercentPerHour: 0.6,
      solarPeakPercentPerHour: 0,
      enginePercentPerHour: 20,
      shorePercentPerHour: 20,
      week: ['outing', 'marina', 'outing', 'marina', 'outing', 'outing', 'outing'],
    },
  ];
}
