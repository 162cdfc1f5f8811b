import type { VipMembersQuery } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format/format';
import { ErrorAlert, WarningAlert } from '../../../../shared/ui/alert';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import * as records from '../common/record-list.css';

type Reconciliation = VipMembersQuery['vipMembers']['reconciliations'][number];

/** A difference's value as read: an instant (a period's end) in local time, a state as it came. */
const shown = (value: string) => (/^\d{4}-\d{2}-\d{2}T/.test(value) ? formatDateTime(value) : value);

/**
 * The latest comparisons of the memberships with Stripe (at every start and daily): when, how many
 * subscriptions, and each difference, put right (ours follows Stripe) or waiting for a person.
 */
export function VipReconciliations({ reconciliations }: { reconciliations: readonly Reconciliation[] }) {
  const { t } = useTranslation('admin');
  const [latest] = reconciliations;
  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="vip-reconciliation" data-testid="vip-reconciliation">
      <h2 id="vip-reconciliation" className={cardTitle({ space: 'md' })}>
        {t('vip.reconciliation.title')}
      </h2>
      {!latest ? (
        <p>{t('vip.reconciliation.never')}</p>
      ) : (
        <>
          <p>{t('vip.reconciliation.last', { date: formatDateTime(latest.ranAt), count: latest.checked })}</p>
          {latest.error && <ErrorAlert>{t('vip.reconciliation.error', { error: latest.error })}</ErrorAlert>}
          {latest.differences.some((difference) => !difference.fixed) && <WarningAlert>{t('vip.reconciliation.needsYou')}</WarningAlert>}
          {reconciliations.every((each) => each.differences.length === 0) ? (
            <p>{t('vip.reconciliation.agree')}</p>
          ) : (
            <ul className={records.list} aria-label={t('vip.reconciliation.differences')}>
              {reconciliations.flatMap((each) =>
                each.differences.map((difference, index) => (
                  <li key={`${each.id}-${index}`} className={records.row} data-testid="reconciliation-difference">
                    <span>
                      <span className={records.rowTitle}>{difference.customerName}</span>
                      <span className={records.rowMeta}> · {t(`vip.reconciliation.kind.${difference.kind}`, { defaultValue: difference.kind })}</span>
                    </span>
                    <span className={records.rowMeta}>
                      {t('vip.reconciliation.values', { ours: shown(difference.ours), stripe: shown(difference.stripe) })} · {formatDateTime(each.ranAt)} ·{' '}
                      {t(difference.fixed ? 'vip.reconciliation.fixed' : 'vip.reconciliation.open')}
                    </span>
                  </li>
                )),
              )}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
