import { useElementWidth } from '../../../shared/hooks/use-element-width';
import type { ReadingPeriod } from '@mmt/graphql';
import { timeTicks } from '../lib/time-ticks';
import * as styles from './line-chart.css';

/** A bucket of time on the chart (ms): the mean of its readings, and the lowest and highest of them. */
export interface ChartBucket {
  time: number;
  mean: number;
  min: number;
  max: number;
}

interface LineChartProps {
  title: string;
  /** A text summary for everyone (and the only description screen readers need). */
  summary: string;
  buckets: readonly ChartBucket[];
  unit: string;
  period: ReadingPeriod;
  locale: string;
  /** Fixed vertical domain, e.g. 0-100 for percentages; otherwise fitted to the data. */
  domain?: readonly [number, number];
  /** Values under `low` or over `high` fall in a shaded band named `bandLabel`. */
  safe?: { low?: number; high?: number };
  bandLabel: string;
  formatValue: (value: number) => string;
}

const HEIGHT = 200;
const PAD = { top: 8, right: 12, bottom: 28, left: 48 };
/** Room between two time labels' centres, so they never touch ('00:00' is narrower than '23 nov'). */
const TICK_SPACING: Record<ReadingPeriod, number> = { DAY: 48, WEEK: 56, MONTH: 56 };

/**
 * A small hand-written SVG line chart drawn at its real pixel width (so its
 * 12 px labels stay 12 px on a phone): one series, three value grid lines,
 * the time axis labelled on Palma's clock, and the unsafe ranges shaded and
 * named. Each bucket is a band from its lowest to its highest reading with
 * the line through its mean, so no extreme is averaged away.
 */
export function LineChart({ title, summary, buckets, unit, period, locale, domain, safe, bandLabel, formatValue }: LineChartProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>(320);
  const [min, max] = domain ?? padded(Math.min(...buckets.map((bucket) => bucket.min)), Math.max(...buckets.map((bucket) => bucket.max)));
  const t0 = buckets[0]?.time ?? 0;
  const t1 = buckets.at(-1)?.time ?? 1;
  const plotRight = width - PAD.right;
  const plotBottom = HEIGHT - PAD.bottom;
  const x = (time: number) => PAD.left + ((time - t0) / Math.max(1, t1 - t0)) * (plotRight - PAD.left);
  const y = (value: number) => PAD.top + (1 - (value - min) / Math.max(1e-9, max - min)) * (plotBottom - PAD.top);
  const clampY = (value: number) => Math.min(plotBottom, Math.max(PAD.top, y(value)));
  const line = (series: readonly ChartBucket[], value: (bucket: ChartBucket) => number) =>
    series.map((bucket, index) => `${index === 0 ? 'M' : 'L'}${x(bucket.time).toFixed(1)},${y(value(bucket)).toFixed(1)}`).join(' ');
  const path = line(buckets, (bucket) => bucket.mean);
  const envelope = `${line(buckets, (bucket) => bucket.max)} ${line([...buckets].reverse(), (bucket) => bucket.min).replace(/^M/, 'L')} Z`;
  const valueTicks = [min, (min + max) / 2, max];
  const ticks = timeTicks({ from: t0, to: t1, period, locale, maxTicks: Math.floor((plotRight - PAD.left) / TICK_SPACING[period]) + 1 });
  const bands = [
    safe?.low !== undefined && safe.low > min
      ? { key: 'low', top: clampY(safe.low), bottom: plotBottom, label: `${bandLabel} (< ${formatValue(safe.low)}\u00a0${unit})` }
      : null,
    safe?.high !== undefined && safe.high < max
      ? { key: 'high', top: PAD.top, bottom: clampY(safe.high), label: `${bandLabel} (> ${formatValue(safe.high)}\u00a0${unit})` }
      : null,
  ].filter((band) => band !== null);

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{title}</span>
        <span>{summary}</span>
      </figcaption>
      <div ref={ref} className={styles.plot}>
        <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} className={styles.svg} aria-hidden="true" focusable="false">
          {bands.map((band) => (
            <g key={band.key} data-band={band.key}>
              <rect className={styles.band} x={PAD.left} width={plotRight - PAD.left} y={band.top} height={band.bottom - band.top} />
              <text className={styles.bandLabel} x={plotRight - 4} y={band.bottom - band.top >= 18 ? band.top + 14 : band.top - 4} textAnchor="end">
                {band.label}
              </text>
            </g>
          ))}
          {valueTicks.map((tick) => (
            <g key={tick}>
              <line className={styles.grid} x1={PAD.left} x2={plotRight} y1={y(tick)} y2={y(tick)} />
              <text className={styles.axisLabel} x={PAD.left - 6} y={y(tick) + 4} textAnchor="end">
                {`${formatValue(tick)}\u00a0${unit}`}
              </text>
            </g>
          ))}
          {ticks.map((tick) => (
            <g key={tick.time}>
              <line className={styles.tick} x1={x(tick.time)} x2={x(tick.time)} y1={plotBottom} y2={plotBottom + 4} />
              <text className={styles.axisLabel} x={x(tick.time)} y={HEIGHT - 8} textAnchor="middle" data-time-tick>
                {tick.label}
              </text>
            </g>
          ))}
          <path className={styles.envelope} d={envelope} data-range />
          <path className={styles.line} d={path} />
        </svg>
      </div>
    </figure>
  );
}

function padded(low: number, high: number): [number, number] {
  if (!Number.isFinite(low) || !Number.isFinite(high)) return [0, 1];
  const margin = Math.max(1, (high - low) * 0.1);
  return [Math.floor(low - margin), Math.ceil(high + margin)];
}
