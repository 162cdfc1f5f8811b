import { describe, expect, it } from '@jest/globals';
import type { BoatAlertsFragment } from '@mmt/graphql';
import { createI18n } from '@mmt/i18n';
import { resources } from '@mmt/i18n/resources';
import { alertSince, jobRequestFromAlerts } from './alert-job-request';

type Alert = BoatAlertsFragment['openAlerts'][number];

// 08:30 UTC in March is 09:30 in Palma.
const battery: Alert = { id: 'a1', kind: 'LOW_BATTERY', threshold: 20, value: 14.5, raisedAt: '2025-03-14T08:30:00.000Z' };
const silent: Alert = { id: 'a2', kind: 'NO_DATA', threshold: 6, value: null, raisedAt: '2025-03-14T10:05:00.000Z' };

describe('a job request from a boat’s alerts', () => {
  it('asks to check the alert and says its reading and since when, in Spanish', () => {
    expect(jobRequestFromAlerts([battery], createI18n('es', resources))).toEqual({
      title: 'Revisar: batería por debajo del 20\u00a0%',
      description: 'Alerta del barco: batería por debajo del 20\u00a0%, desde 14/03/2025 09:30 (al saltar: 14,5\u00a0%).',
    });
  });

  it('says the same in English, and names every alert: a line each, the title lists them', () => {
    expect(jobRequestFromAlerts([battery, silent], createI18n('en', resources))).toEqual({
      title: 'Check: battery under 20\u00a0% and no data for 6\u00a0h',
      description: [
        'Boat alert: battery under 20\u00a0%, since 14/03/2025 09:30 (when raised: 14.5\u00a0%).',
        'Boat alert: no data for 6\u00a0h, since 14/03/2025 11:05.',
      ].join('\n'),
    });
  });

  it('gives an alert without a reading only its time', () => {
    expect(alertSince(silent, createI18n('es', resources))).toBe('desde 14/03/2025 11:05');
  });
});
