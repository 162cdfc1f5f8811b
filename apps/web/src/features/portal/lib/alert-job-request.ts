import type { BoatAlertsFragment } from '@mmt/graphql';
import type { i18n as I18n } from 'i18next';
import { alertText } from '../../../shared/boats/alert-text';
import { formatDateTime, localeOf } from '../../../shared/format/format';
import { formatMeasure } from './vital-ranges';

type Alert = BoatAlertsFragment['openAlerts'][number];

/** The unit of the reading each kind is about (NO_DATA has none). */
const UNITS: Record<Alert['kind'], string> = { LOW_BATTERY: '%', HIGH_TEMPERATURE: '°C', HIGH_HUMIDITY: '%', NO_DATA: '' };

/** Since when, with the reading that raised it, said as such: "desde 14/03/2025 09:30 (al saltar: 14,0 %)". */
export function alertSince(alert: Alert, i18n: I18n): string {
  const time = formatDateTime(alert.raisedAt);
  if (alert.value === null) return i18n.t('common:alerts.since', { time });
  return i18n.t('portal:alerts.sinceWithValue', { time, value: formatMeasure(alert.value, UNITS[alert.kind], i18n.language) });
}

/**
 * A job request about a boat's open alerts, in the viewer's language: "Revisar: batería por debajo
 * del 20 %", and a line for each alert with its reading and since when, for the workshop.
 */
export function jobRequestFromAlerts(alerts: Alert[], i18n: I18n): { title: string; description: string } {
  const locale = localeOf(i18n.language);
  // The kinds' texts start a sentence; inside one they start in lower case, in both languages.
  const names = alerts.map((alert) => {
    const text = alertText(alert, i18n);
    return text.charAt(0).toLocaleLowerCase(locale) + text.slice(1);
  });
  return {
    title: i18n.t('portal:alerts.jobTitle', { alerts: new Intl.ListFormat(locale).format(names) }),
    description: alerts.map((alert, index) => i18n.t('portal:alerts.jobDescription', { alert: names[index], since: alertSince(alert, i18n) })).join('\n'),
  };
}
