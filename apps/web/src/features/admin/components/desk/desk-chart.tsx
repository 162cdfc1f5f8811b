import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../../shared/download/download-file';
import { useElementWidth } from '../../../../shared/hooks/use-element-width';
import { Button } from '../../../../shared/ui/button';
import { chartCsv } from '../../lib/chart-csv';
import * as styles from './desk-chart.css';

export interface ChartSeries {
  key: string;
  label: string;
  values: readonly number[];
}

interface DeskChartProps {
  title: string;
  /** What the chart says, in words: for everyone, and all a screen reader needs of the drawing. */
  summary: string;
  /** The CSV's name, without the extension. */
  fileName: string;
  /** The table's first column: what the categories are (month, age, service, rate). */
  categoryHeader: string;
  categories: readonly string[];
  /** Shorter names under the columns (a month without its year); the categories' own by default. */
  axisLabels?: readonly string[];
  /** One or two series, drawn side by side in each category. */
  series: readonly ChartSeries[];
  /** Columns over time (months), or bars, one a row (ages, services, rates): their labels can be long. */
  layout: 'columns' | 'bars';
  /** A value as the table and the bars' ends write it. */
  format: (value: number) => string;
  /** A value on the value axis (shorter). */
  formatAxis?: (value: number) => string;
  /** A value as the CSV holds it (euros, hours), and the unit its column headers name; the value axis rounds in that unit too. */
  csv: { value: (value: number) => number; unit: string };
  /** The column drawn stronger (this month). */
  highlight?: number;
}

const COLUMNS_HEIGHT = 200;
const PAD = { top: 8, right: 8, bottom: 28, left: 64 };
/** Room a column label needs (a short month name) before every other one is left out. */
const LABEL_SPACING = 36;
const BAR_HEIGHT = 14;

/**
 * A desk figure as a chart read at a glance, like the boat's charts: a hand-written SVG drawn at its
 * real pixel width (12 px labels stay 12 px on a phone), with a caption that says what it shows.
 * Its numbers are in a table under 'Show the data', and downloadable as CSV.
 */
export function DeskChart({
  title,
  summary,
  fileName,
  categoryHeader,
  categories,
  axisLabels = categories,
  series,
  layout,
  format,
  formatAxis = format,
  csv,
  highlight,
}: DeskChartProps) {
  const { t, i18n } = useTranslation('admin');
  const titleId = useId();
  const [ref, width] = useElementWidth<HTMLDivElement>(320);
  const header = [categoryHeader, ...series.map((each) => `${each.label} (${csv.unit})`)];
  const download = () =>
    saveFile(
      new Blob(
        [
          chartCsv(
            { header, rows: categories.map((category, index) => [category, ...series.map((each) => csv.value(each.values[index]))] as const) },
            i18n.language,
          ),
        ],
        { type: 'text/csv;charset=utf-8' },
      ),
      `${fileName}.csv`,
    );

  return (
    <figure className={styles.figure} aria-labelledby={titleId} data-testid={`chart-${fileName}`}>
      <figcaption className={styles.caption}>
        <span id={titleId} className={styles.title}>
          {title}
        </span>
        <span>{summary}</span>
      </figcaption>
      {series.length > 1 && (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((each, index) => (
            <li key={each.key}>
              <span className={styles.swatch[index === 0 ? 'first' : 'second']} />
              {each.label}
            </li>
          ))}
        </ul>
      )}
      <div ref={ref} className={styles.plot}>
        {layout === 'columns' ? (
          <Columns width={width} labels={axisLabels} series={series} formatAxis={formatAxis} inUnit={csv.value} highlight={highlight} />
        ) : (
          <Bars categories={categories} series={series} format={format} />
        )}
      </div>
      <div className={styles.actions}>
        <details className={styles.details}>
          <summary className={styles.summary}>{t('desk.showData')}</summary>
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <caption className={styles.tableCaption}>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{categoryHeader}</th>
                  {series.map((each) => (
                    <th key={each.key} scope="col" className={styles.number}>
                      {each.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {categories.map((category, index) => (
                  <tr key={category}>
                    <th scope="row">{category}</th>
                    {series.map((each) => (
                      <td key={each.key} className={styles.number}>
                        {format(each.values[index])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
        <Button variant="secondary" size="sm" onClick={download} aria-label={t('desk.downloadCsvOf', { chart: title })}>
          {t('desk.downloadCsv')}
        </Button>
      </div>
    </figure>
  );
}

/** Columns over time, side by side per category, on three value grid lines from zero. */
function Columns({
  width,
  labels,
  series,
  formatAxis,
  inUnit,
  highlight,
}: {
  width: number;
  labels: readonly string[];
  series: readonly ChartSeries[];
  formatAxis: (value: number) => string;
  inUnit: (value: number) => number;
  highlight?: number;
}) {
  const highest = Math.max(0, ...series.flatMap((each) => each.values));
  // The axis's top a round number of euros or hours (not of cents or minutes).
  const unit = inUnit(1);
  const max = highest > 0 ? niceMax(inUnit(highest)) / unit : 1;
  // Nothing to draw: the zero line alone, not a scale of nothing.
  const ticks = highest > 0 ? [0, max / 2, max] : [0];
  const plotRight = width - PAD.right;
  const plotBottom = COLUMNS_HEIGHT - PAD.bottom;
  const slot = (plotRight - PAD.left) / Math.max(1, labels.length);
  const barWidth = Math.max(2, Math.min(18, (slot * 0.75) / series.length));
  const y = (value: number) => PAD.top + (1 - Math.max(0, value) / max) * (plotBottom - PAD.top);
  // Every label when they fit, else every other one (always the last: this month).
  const every = Math.ceil(LABEL_SPACING / slot);
  return (
    <svg width={width} height={COLUMNS_HEIGHT} viewBox={`0 0 ${width} ${COLUMNS_HEIGHT}`} className={styles.svg} aria-hidden="true" focusable="false">
      {ticks.map((tick) => (
        <g key={tick}>
          <line className={styles.grid} x1={PAD.left} x2={plotRight} y1={y(tick)} y2={y(tick)} />
          <text className={styles.axisLabel} x={PAD.left - 6} y={y(tick) + 4} textAnchor="end">
            {formatAxis(tick)}
          </text>
        </g>
      ))}
      {labels.map((label, index) => {
        const center = PAD.left + slot * (index + 0.5);
        const first = center - (barWidth * series.length) / 2;
        return (
          <g key={index} data-highlight={index === highlight || undefined}>
            {series.map((each, position) => (
              <rect
                key={each.key}
                className={styles.bar[position === 0 ? 'first' : 'second']}
                x={first + position * barWidth}
                width={barWidth - 1}
                y={y(each.values[index])}
                height={plotBottom - y(each.values[index])}
                opacity={highlight === undefined || index === highlight ? 1 : 0.75}
              />
            ))}
            {(labels.length - 1 - index) % every === 0 && (
              <text className={index === highlight ? styles.axisLabelStrong : styles.axisLabel} x={center} y={COLUMNS_HEIGHT - 8} textAnchor="middle">
                {label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** A row per category: its label (wrapping, however long) over its bar(s), the value at the end. */
function Bars({ categories, series, format }: { categories: readonly string[]; series: readonly ChartSeries[]; format: (value: number) => string }) {
  const max = Math.max(1, ...series.flatMap((each) => each.values));
  return (
    <div className={styles.bars} aria-hidden="true">
      {categories.map((category, index) => (
        <div key={category} className={styles.barRow}>
          <span className={styles.barLabel}>{category}</span>
          {series.map((each, position) => (
            <span key={each.key} className={styles.barLine}>
              <svg className={styles.barTrack} height={BAR_HEIGHT} focusable="false">
                <rect
                  className={styles.bar[position === 0 ? 'first' : 'second']}
                  x={0}
                  y={0}
                  height={BAR_HEIGHT}
                  rx={2}
                  width={`${(Math.max(0, each.values[index]) / max) * 100}%`}
                />
              </svg>
              <span className={styles.barValue}>{format(each.values[index])}</span>
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The top of the value axis: the highest value rounded up to 1, 2 or 5 times a power of ten. */
function niceMax(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}
