import { useMutation } from '@apollo/client/react';
import { ChangeMembershipCardDocument, ChangeMembershipPlanDocument, MyMembershipDocument, type MembershipPlanId, type MyMembershipQuery } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../shared/format/format';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { InlineSpinner } from '../../../shared/ui/spinner';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { joinErrorKey } from '../lib/membership-errors';
import * as layout from '../pages/membership-page.css';

type Membership = NonNullable<MyMembershipQuery['myMembership']['membership']>;
type Plan = MyMembershipQuery['membershipPlans'][number];

/**
 * A member's changes on 'Mi membresía': the other plan from the next period (asked, then
 * confirmed; a change not yet in effect can be undone) and, for a membership Stripe charges, the
 * card or account, changed on Stripe's own page.
 */
export function MembershipChanges({ membership, plans }: { membership: Membership; plans: readonly Plan[] }) {
  const { t, i18n } = useTranslation('portal');
  const { toast } = useToast();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [changePlan, { loading }] = useMutation(ChangeMembershipPlanDocument, { refetchQueries: [MyMembershipDocument] });
  const [changeCard, { loading: opening }] = useMutation(ChangeMembershipCardDocument);
  const periodEnd = membership.currentPeriodEnd ? formatDate(membership.currentPeriodEnd) : '';
  const other = plans.find((plan) => plan.plan !== membership.plan.plan);
  const pending = plans.find((plan) => plan.plan === membership.nextPlan);
  // A failed charge is settled first, and a membership that will not renew has no next period to change.
  const canChangePlan = membership.state === 'ACTIVE' && other;
  const canChangeCard = membership.payment === 'STRIPE' && membership.state !== 'ENDED';

  async function onChange(plan: MembershipPlanId, name: string) {
    setFailure(null);
    try {
      await changePlan({ variables: { input: { membershipId: membership.id, plan } } });
      setAsking(false);
      toast({ title: t('membership.change.done', { plan: name, date: periodEnd }) });
    } catch (error) {
      const reason = joinErrorKey(error);
      setFailure(reason === 'failed' || reason === 'ALREADY_MEMBER' ? t('membership.change.failed') : t(`membership.joinErrors.${reason}`, { plan: name }));
    }
  }

  async function onCard() {
    try {
      const result = await changeCard({ variables: { input: { membershipId: membership.id } } });
      if (result.data) window.location.assign(result.data.changeMembershipCard.url);
    } catch {
      toast({ variant: 'destructive', title: t('membership.change.cardFailed') });
    }
  }

  if (!canChangePlan && !canChangeCard) return null;
  return (
    <section className={layout.cardBody} aria-labelledby="membership-change-title" data-testid="membership-changes">
      <h3 id="membership-change-title" className={layout.subtitle}>
        {t('membership.change.title')}
      </h3>
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {canChangePlan && pending && (
        <div className={layout.cardBody}>
          <p role="status" data-testid="plan-change-pending">
            {t('membership.change.pending', { plan: pending.name, date: periodEnd })}
          </p>
          <div>
            <Button variant="secondary" onClick={() => void onChange(membership.plan.plan, membership.plan.name)} disabled={loading}>
              {loading && <InlineSpinner />}
              {t('membership.change.undo', { plan: membership.plan.name })}
            </Button>
          </div>
        </div>
      )}
      {canChangePlan && !pending && asking && (
        <div role="group" aria-label={t('membership.change.button', { plan: other.name })} className={layout.cardBody}>
          <p>{t('membership.change.question', { plan: other.name, date: periodEnd, total: formatMoney(other.monthlyTotalCents, i18n.language) })}</p>
          <div className={layout.actions}>
            <Button onClick={() => void onChange(other.plan, other.name)} disabled={loading}>
              {loading && <InlineSpinner />}
              {t('membership.change.confirm', { plan: other.name })}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('membership.change.keep', { plan: membership.plan.name })}
            </Button>
          </div>
        </div>
      )}
      <div className={layout.actions}>
        {canChangePlan && !pending && !asking && (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t('membership.change.button', { plan: other.name })}
          </Button>
        )}
        {canChangeCard && (
          <Button variant="secondary" onClick={() => void onCard()} disabled={opening}>
            {opening && <InlineSpinner />}
            {t('membership.change.card')}
          </Button>
        )}
      </div>
    </section>
  );
}
