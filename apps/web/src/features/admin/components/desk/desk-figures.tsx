import { useQuery } from '@apollo/client/react';
import { DeskFiguresDocument, type DeskFiguresQuery } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../../shared/format/format';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Spinner } from '../../../../shared/ui/spinner';
import { compactEuros, monthLabels } from '../../lib/chart-labels';
import { DeskChart } from './desk-chart';
import * as styles from './desk-figures.css';

type Figures = DeskFiguresQuery['deskFigures'];

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * 'Las cifras': this month and the last twelve at a glance: invoiced and collected, what is
 * outstanding by age, labour hours recorded and billed, the services that bring most, the
 * quarter's VAT per rate (what the quarterly return asks). Each a chart with its numbers in a table
 * and as CSV.
 */
export function DeskFigures() {
  const { t } = useTranslation('admin');
  const { data, error } = useQuery(DeskFiguresDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <section className={styles.figures} aria-labelledby="desk-figures-title" data-testid="desk-figures">
      <h2 id="desk-figures-title" className={styles.title}>
        {t('desk.title')}
      </h2>
      <p className={styles.intro}>{t('desk.intro')}</p>
      {!data && !error && <Spinner label={t('desk.loading')} />}
      {!data && error && <ErrorAlert>{t('desk.loadError')}</ErrorAlert>}
      {data && <Charts figures={data.deskFigures} />}
    </section>
  );
}

function Charts({ figures }: { figures: Figures }) {
  const { t, i18n } = useTranslation('admin');
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const moneyAxis = compactEuros(i18n.language);
  const hours = (minutes: number) => t('desk.hours', { hours: formatNumber(minutes / 60, i18n.language, 1) });
  const euros = { value: (cents: number) => cents / 100, unit: '€' };
  const { categories: months, axisLabels: axisMonths } = monthLabels(
    figures.months.map((row) => row.month),
    i18n.language,
  );
  const thisMonth = figures.months.at(-1)!;
  const thisIndex = figures.months.length - 1;
  type MonthFigure = Exclude<keyof Figures['months'][number], 'month' | '__typename'>;
  const column = (key: MonthFigure) => figures.months.map((row) => row[key]);
  /** A chart of two of the months' figures side by side, this month stressed. */
  const monthly = (series: readonly (readonly [MonthFigure, string])[]) => ({
    categoryHeader: t('desk.month'),
    categories: months,
    axisLabels: axisMonths,
    series: series.map(([key, label]) => ({ key, label, values: column(key) })),
    layout: 'columns' as const,
    highlight: thisIndex,
  });
  const { outstanding, topServices, quarterVat } = figures;
  const rateLabel = (rate: Figures['quarterVat']['rates'][number]) =>
    rate.zeroVatCause ? t('desk.vat.exemptRate', { rate: rate.rate, cause: rate.zeroVatCause }) : t('desk.vat.rate', { rate: rate.rate });

  return (
    <div className={styles.charts}>
      <DeskChart
        title={t('desk.billing.title')}
        summary={t('desk.billing.summary', {
          invoiced: money(thisMonth.invoicedCents),
          collected: money(thisMonth.collectedCents),
          invoicedYear: money(sum(column('invoicedCents'))),
          collectedYear: money(sum(column('collectedCents'))),
        })}
        fileName="facturado-cobrado"
        {...monthly([
          ['invoicedCents', t('desk.billing.invoiced')],
          ['collectedCents', t('desk.billing.collected')],
        ])}
        format={money}
        formatAxis={moneyAxis}
        csv={euros}
      />
      <DeskChart
        title={t('desk.outstanding.title')}
        summary={t('desk.outstanding.summary', { total: money(outstanding.totalCents), over90: money(outstanding.over90Cents) })}
        fileName="pendiente-por-antiguedad"
        categoryHeader={t('desk.outstanding.age')}
        categories={[t('desk.outstanding.upTo30'), t('desk.outstanding.from31To60'), t('desk.outstanding.from61To90'), t('desk.outstanding.over90')]}
        series={[
          {
            key: 'outstanding',
            label: t('desk.outstanding.amount'),
            values: [outstanding.upTo30Cents, outstanding.from31To60Cents, outstanding.from61To90Cents, outstanding.over90Cents],
          },
        ]}
        layout="bars"
        format={money}
        csv={euros}
      />
      <DeskChart
        title={t('desk.labour.title')}
        summary={t('desk.labour.summary', {
          recorded: hours(thisMonth.recordedLabourMinutes),
          billed: hours(thisMonth.billedLabourMinutes),
          recordedYear: hours(sum(column('recordedLabourMinutes'))),
          billedYear: hours(sum(column('billedLabourMinutes'))),
        })}
        fileName="horas-registradas-facturadas"
        {...monthly([
          ['recordedLabourMinutes', t('desk.labour.recorded')],
          ['billedLabourMinutes', t('desk.labour.billed')],
        ])}
        format={hours}
        csv={{ value: (minutes) => minutes / 60, unit: 'h' }}
      />
      <DeskChart
        title={t('desk.services.title')}
        summary={
          topServices.length
            ? t('desk.services.summary', { service: topServices[0].description, amount: money(topServices[0].netCents) })
            : t('desk.services.none')
        }
        fileName="servicios-principales"
        categoryHeader={t('desk.services.service')}
        categories={topServices.map((service) => service.description)}
        series={[{ key: 'net', label: t('desk.services.net'), values: topServices.map((service) => service.netCents) }]}
        layout="bars"
        format={money}
        csv={euros}
      />
      <DeskChart
        title={t('desk.vat.title', { quarter: quarterVat.quarter, year: quarterVat.year })}
        summary={
          quarterVat.rates.length
            ? t('desk.vat.summary', {
                vat: money(sum(quarterVat.rates.map((rate) => rate.vatCents))),
                base: money(sum(quarterVat.rates.map((rate) => rate.baseCents))),
              })
            : t('desk.vat.none')
        }
        fileName={`iva-${quarterVat.year}-${quarterVat.quarter}T`}
        categoryHeader={t('desk.vat.rateHeader')}
        categories={quarterVat.rates.map(rateLabel)}
        series={[
          { key: 'base', label: t('desk.vat.base'), values: quarterVat.rates.map((rate) => rate.baseCents) },
          { key: 'vat', label: t('desk.vat.vat'), values: quarterVat.rates.map((rate) => rate.vatCents) },
        ]}
        layout="bars"
        format={money}
        csv={euros}
      />
    </div>
  );
}
