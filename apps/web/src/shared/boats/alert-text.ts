import type { BoatAlertsFragment } from '@mmt/graphql';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format/format';

type Alert = BoatAlertsFragment['openAlerts'][number];

/** An alert in words, with its threshold: "Batería por debajo del 20 %" (`common:alerts.kinds`). */
export function alertText(alert: Pick<Alert, 'kind' | 'threshold'>, i18n: I18n): string {
  return i18n.t(`common:alerts.kinds.${alert.kind}`, { threshold: formatNumber(alert.threshold, i18n.language) });
}

export function useAlertText(): (alert: Pick<Alert, 'kind' | 'threshold'>) => string {
  const { i18n } = useTranslation('common');
  return (alert) => alertText(alert, i18n);
}
