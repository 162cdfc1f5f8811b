import type { VipMembersQuery } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/format/format';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { compactEuros, monthLabels } from '../../lib/chart-labels';
import { DeskChart } from '../desk/desk-chart';
import * as styles from '../desk/desk-figures.css';

type Month = VipMembersQuery['vipMembers']['months'][number];

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The memberships' twelve months on 'Socios VIP', as the desk's figures: the monthly recurring
 * revenue (as invoiced, without VAT), and who joined and who left, each a chart with its table and CSV.
 */
export function VipFigures({ months }: { months: readonly Month[] }) {
  const { t, i18n } = useTranslation('admin');
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const count = (value: number) => String(value);
  const thisMonth = months.at(-1)!;
  const column = (key: 'recurringRevenueCents' | 'joined' | 'cancelled') => months.map((month) => month[key]);
  const shared = {
    categoryHeader: t('desk.month'),
    ...monthLabels(
      months.map((month) => month.month),
      i18n.language,
    ),
    layout: 'columns' as const,
    highlight: months.length - 1,
  };
  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="vip-figures" data-testid="vip-figures">
      <h2 id="vip-figures" className={cardTitle({ space: 'md' })}>
        {t('vip.figures.title')}
      </h2>
      <div className={styles.charts}>
        <DeskChart
          title={t('vip.figures.revenue.title')}
          summary={t('vip.figures.revenue.summary', {
            amount: money(thisMonth.recurringRevenueCents),
            members: thisMonth.members,
            year: money(sum(column('recurringRevenueCents'))),
          })}
          fileName="socios-vip-ingresos-recurrentes"
          {...shared}
          series={[{ key: 'revenue', label: t('vip.figures.revenue.label'), values: column('recurringRevenueCents') }]}
          format={money}
          formatAxis={compactEuros(i18n.language)}
          csv={{ value: (cents) => cents / 100, unit: '€' }}
        />
        <DeskChart
          title={t('vip.figures.movements.title')}
          summary={t('vip.figures.movements.summary', { joined: sum(column('joined')), cancelled: sum(column('cancelled')) })}
          fileName="socios-vip-altas-bajas"
          {...shared}
          series={[
            { key: 'joined', label: t('vip.figures.movements.joined'), values: column('joined') },
            { key: 'cancelled', label: t('vip.figures.movements.cancelled'), values: column('cancelled') },
          ]}
          format={count}
          csv={{ value: (value) => value, unit: t('vip.figures.movements.unit') }}
        />
      </div>
    </section>
  );
}
