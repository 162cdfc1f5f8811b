import { useQuery } from '@apollo/client/react';
import { BoatReadingsDocument, type ReadingPeriod } from '@mmt/graphql';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, localeOf } from '../../../shared/format/format';
import { BOAT_POLL_MS, formatMeasure, safeBounds, VITAL_METRICS, type AlertLine } from '../lib/vital-ranges';
import { LineChart } from './line-chart';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { card, cardTitle } from '../../../shared/ui/card.css';
import * as styles from './readings-chart.css';

const PERIODS: ReadingPeriod[] = ['DAY', 'WEEK', 'MONTH'];

/**
 * Charts of battery, temperature and humidity over the last 24 h, 7 days or 30 days, shaded past the
 * boat's alert lines; each caption gives the window's real lowest, highest and last readings.
 */
export function ReadingsChart({ boatId, rules }: { boatId: string; rules: readonly AlertLine[] }) {
  const { t, i18n } = useTranslation('portal');
  const headingId = useId();
  const [period, setPeriod] = useState<ReadingPeriod>('DAY');
  const { data, previousData, loading, error, refetch } = useQuery(BoatReadingsDocument, { variables: { id: boatId, period }, pollInterval: BOAT_POLL_MS });
  const series = (data ?? previousData)?.boat.readingSeries;

  const periodLabels: Record<ReadingPeriod, string> = { DAY: t('vitals.periods.DAY'), WEEK: t('vitals.periods.WEEK'), MONTH: t('vitals.periods.MONTH') };
  const locale = localeOf(i18n.language);

  return (
    <section className={card({ padding: 'lg' })} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={`${cardTitle({ space: 'md' })} ${styles.title}`}>
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
      {!series && loading && <LoadingState label={t('vitals.chartLoading')} />}
      {!series && error && <ErrorState message={t('vitals.chartError')} onRetry={() => void refetch()} />}
      {series && series.length === 0 && <EmptyState>{t('vitals.chartEmpty')}</EmptyState>}
      {series && series.length > 0 && (
        <div className={styles.charts} aria-busy={loading} data-period={data ? period : undefined}>
          {VITAL_METRICS.map(({ metric, vitalSign, label, unit, domain }) => {
            // A boat may not report every sensor: a chart only for those it did in the window.
            const own = series.find((candidate) => candidate.vitalSign === vitalSign);
            if (!own) return null;
            return (
              <LineChart
                key={metric}
                title={t(label)}
                unit={unit}
                buckets={own.buckets.map((bucket) => ({ time: Date.parse(bucket.start), mean: bucket.mean, min: bucket.minimum, max: bucket.maximum }))}
                period={period}
                locale={locale}
                domain={domain}
                safe={safeBounds(rules, metric)}
                bandLabel={t('vitals.outOfRange')}
                formatValue={(value) => formatNumber(value, i18n.language, 0)}
                summary={t('vitals.chartSummary', {
                  metric: periodLabels[period],
                  min: formatMeasure(own.minimum, unit, i18n.language),
                  max: formatMeasure(own.maximum, unit, i18n.language),
                  last: formatMeasure(own.last, unit, i18n.language),
                })}
              />
            );
          })}
        </div>
      )}
    </section>
  );
}
