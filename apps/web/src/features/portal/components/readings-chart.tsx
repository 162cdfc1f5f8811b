import { useQuery } from '@apollo/client/react';
import { BoatReadingsDocument, type ReadingPeriod } from '@mmt/graphql';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, localeOf } from '../../../shared/format/format';
import { BOAT_POLL_MS, safeBounds, type AlertLine, type VitalMetric } from '../lib/vital-ranges';
import { LineChart } from './line-chart';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import * as ui from './portal-ui.css';
import * as styles from './readings-chart.css';

const PERIODS: ReadingPeriod[] = ['DAY', 'WEEK', 'MONTH'];

/** Charts of battery, temperature and humidity over the last 24 h, 7 days or 30 days, shaded past the boat's alert lines. */
export function ReadingsChart({ boatId, rules }: { boatId: string; rules: readonly AlertLine[] }) {
  const { t, i18n } = useTranslation('portal');
  const headingId = useId();
  const [period, setPeriod] = useState<ReadingPeriod>('DAY');
  const { data, previousData, loading, error, refetch } = useQuery(BoatReadingsDocument, { variables: { id: boatId, period }, pollInterval: BOAT_POLL_MS });
  const readings = (data ?? previousData)?.boat.readings;

  const periodLabels: Record<ReadingPeriod, string> = { DAY: t('vitals.periods.DAY'), WEEK: t('vitals.periods.WEEK'), MONTH: t('vitals.periods.MONTH') };
  const locale = localeOf(i18n.language);
  const series: { metric: VitalMetric; label: string; unit: string; domain?: [number, number] }[] = [
    { metric: 'batteryPercent', label: t('vitals.battery'), unit: '%', domain: [0, 100] },
    { metric: 'temperatureCelsius', label: t('vitals.temperature'), unit: '°C' },
    { metric: 'humidityPercent', label: t('vitals.humidity'), unit: '%', domain: [0, 100] },
  ];

  return (
    <section className={ui.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={`${ui.cardTitle} ${styles.title}`}>
          {t('vitals.chartTitle')}
        </h2>
        <div role="group" aria-label={t('vitals.periodLabel')} className={styles.toggles}>
          {PERIODS.map((option) => (
            <button key={option} type="button" className={styles.toggle} aria-pressed={period === option} onClick={() => setPeriod(option)}>
              {periodLabels[option]}
            </button>
          ))}
        </div>
      </div>
      {!readings && loading && <LoadingState label={t('vitals.chartLoading')} />}
      {!readings && error && <ErrorState message={t('vitals.chartError')} onRetry={() => void refetch()} />}
      {readings && readings.length === 0 && <EmptyState>{t('vitals.chartEmpty')}</EmptyState>}
      {readings && readings.length > 0 && (
        <div className={styles.charts} aria-busy={loading} data-period={data ? period : undefined}>
          {series.map(({ metric, label, unit, domain }) => {
            // A boat may not report every sensor: its buckets without this one are left out.
            const points = readings.flatMap((reading) => {
              const value = reading[metric];
              return value === null ? [] : [{ time: Date.parse(reading.recordedAt), value }];
            });
            if (points.length === 0) return null;
            const values = points.map((point) => point.value);
            // A no-break space keeps each value with its unit when the summary wraps.
            const format = (value: number) => `${formatNumber(value, i18n.language)}\u00a0${unit}`;
            return (
              <LineChart
                key={metric}
                title={label}
                unit={unit}
                points={points}
                period={period}
                locale={locale}
                domain={domain}
                safe={safeBounds(rules, metric)}
                bandLabel={t('vitals.outOfRange')}
                formatValue={(value) => formatNumber(value, i18n.language, 0)}
                summary={t('vitals.chartSummary', {
                  metric: periodLabels[period],
                  min: format(Math.min(...values)),
                  max: format(Math.max(...values)),
                  last: format(values.at(-1)!),
                })}
              />
            );
          })}
        </div>
      )}
    </section>
  );
}
