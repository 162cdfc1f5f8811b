import * as styles from './line-chart.css';

export interface ChartPoint {
  time: number;
  value: number;
}

interface LineChartProps {
  title: string;
  /** A text summary for everyone (and the only description screen readers need). */
  summary: string;
  points: ChartPoint[];
  unit: string;
  /** Fixed vertical domain, e.g. 0-100 for percentages; otherwise fitted to the data. */
  domain?: [number, number];
  /** Values under `low` or over `high` fall in a shaded band. */
  safe?: { low?: number; high?: number };
  formatTime: (time: number) => string;
  formatValue: (value: number) => string;
}

const WIDTH = 600;
const HEIGHT = 220;
const PAD = { top: 10, right: 8, bottom: 30, left: 64 };

/** A small hand-written SVG line chart: one series, three horizontal grid lines, first/last time labels. */
export function LineChart({ title, summary, points, unit, domain, safe, formatTime, formatValue }: LineChartProps) {
  const values = points.map((point) => point.value);
  const [min, max] = domain ?? padded(Math.min(...values), Math.max(...values));
  const t0 = points[0]?.time ?? 0;
  const t1 = points.at(-1)?.time ?? 1;
  const x = (time: number) => PAD.left + ((time - t0) / Math.max(1, t1 - t0)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - (value - min) / Math.max(1e-9, max - min)) * (HEIGHT - PAD.top - PAD.bottom);
  const path = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(point.time).toFixed(1)},${y(point.value).toFixed(1)}`).join(' ');
  const ticks = [min, (min + max) / 2, max];
  const clampY = (value: number) => Math.min(HEIGHT - PAD.bottom, Math.max(PAD.top, y(value)));

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{title}</span>
        {summary}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.svg} aria-hidden="true" focusable="false">
        {safe?.low !== undefined && safe.low > min && (
          <rect className={styles.band} x={PAD.left} width={WIDTH - PAD.left - PAD.right} y={clampY(safe.low)} height={HEIGHT - PAD.bottom - clampY(safe.low)} />
        )}
        {safe?.high !== undefined && safe.high < max && <rect className={styles.band} x={PAD.left} width={WIDTH - PAD.left - PAD.right} y={PAD.top} height={clampY(safe.high) - PAD.top} />}
        {ticks.map((tick) => (
          <g key={tick}>
            <line className={styles.grid} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text className={styles.axisLabel} x={PAD.left - 6} y={y(tick) + 4} textAnchor="end">
              {formatValue(tick)}
              {unit}
            </text>
          </g>
        ))}
        <path className={styles.line} d={path} />
        <text className={styles.axisLabel} x={PAD.left} y={HEIGHT - 8}>
          {formatTime(t0)}
        </text>
        <text className={styles.axisLabel} x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end">
          {formatTime(t1)}
        </text>
      </svg>
    </figure>
  );
}

function padded(low: number, high: number): [number, number] {
  if (!Number.isFinite(low) || !Number.isFinite(high)) return [0, 1];
  const margin = Math.max(1, (high - low) * 0.1);
  return [Math.floor(low - margin), Math.ceil(high + margin)];
}
