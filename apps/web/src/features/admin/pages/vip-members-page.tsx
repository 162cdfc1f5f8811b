import { useMutation, useQuery } from '@apollo/client/react';
import { RecordTransferMembershipDocument, UpdateMembershipPlanDocument, VipMembersDocument, type MembershipPlanId, type VipMembersQuery } from '@mmt/graphql';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatIsoDate, formatMoney, todayIso } from '../../../shared/format/format';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { card, cardTitle } from '../../../shared/ui/card.css';
import { DayInput, dayValue, useDayFormatHint } from '../../../shared/ui/day-input';
import { Field } from '../../../shared/ui/field';
import { ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { MembershipStateBadge } from '../../../shared/domain/membership-state-badge';
import { PageContainer, PageSubtitle, PageTitle } from '../../../shared/ui/page';
import { sections } from '../../../shared/ui/sections.css';
import { InlineSpinner } from '../../../shared/ui/spinner';
import * as fieldStyles from '../../../shared/ui/text-field.css';
import { TextField } from '../../../shared/ui/text-field';
import { useToast } from '../../../shared/ui/toast/toast-context';
import * as formStyles from '../components/common/form.css';
import { ClientSelect } from '../components/common/job-filters';
import * as records from '../components/common/record-list.css';
import { VipFigures } from '../components/vip/vip-figures';
import { VipReconciliations } from '../components/vip/vip-reconciliations';

type Vip = VipMembersQuery['vipMembers'];

const planNames: Record<MembershipPlanId, string> = { SILVER: 'Silver', GOLD: 'Gold' };
const planIds: MembershipPlanId[] = ['SILVER', 'GOLD'];

/** Why the API refused to record a membership, as a key of `vip.record.errors`. */
function recordErrorKey(error: unknown): 'ALREADY_MEMBER' | 'PLAN_FULL' | 'failed' {
  const reason = (error as { errors?: { extensions?: { reason?: unknown } }[] } | null)?.errors?.[0]?.extensions?.reason;
  return reason === 'ALREADY_MEMBER' || reason === 'PLAN_FULL' ? reason : 'failed';
}

/**
 * /admin/vip, 'Socios VIP': each plan's places, the members (and a change of plan coming), twelve
 * months of figures, the waiting list and applications, a membership paid by transfer, and the
 * latest checks with Stripe.
 */
export function VipMembersPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('vip.title'));
  const { data, loading, error, refetch } = useQuery(VipMembersDocument, { fetchPolicy: 'cache-and-network' });
  const [recordFor, setRecordFor] = useState<{ customerId: string; plan: MembershipPlanId } | null>(null);
  return (
    <PageContainer>
      <PageTitle>{t('vip.title')}</PageTitle>
      <PageSubtitle>{t('vip.intro')}</PageSubtitle>
      {loading && !data && <LoadingState label={t('vip.loading')} />}
      {error && !data && <ErrorState message={t('vip.error')} onRetry={() => void refetch()} />}
      {data && (
        <div className={sections}>
          <section className={card({ padding: 'lg' })} aria-labelledby="vip-plans">
            <h2 id="vip-plans" className={cardTitle({ space: 'md' })}>
              {t('vip.plans.title')}
            </h2>
            <div className={formStyles.grid}>
              {data.vipMembers.plans.map((plan) => (
                <PlanPlaces key={`${plan.id}-${plan.capacity}`} plan={plan} />
              ))}
            </div>
          </section>
          <Members members={data.vipMembers.members} />
          <VipFigures months={data.vipMembers.months} />
          <Requests requests={data.vipMembers.requests} onRecord={(request) => setRecordFor({ customerId: request.customerId, plan: request.plan })} />
          <RecordTransfer key={recordFor ? `${recordFor.customerId}-${recordFor.plan}` : 'new'} initial={recordFor} />
          <VipReconciliations reconciliations={data.vipMembers.reconciliations} />
        </div>
      )}
    </PageContainer>
  );
}

function PlanPlaces({ plan }: { plan: Vip['plans'][number] }) {
  const { t, i18n } = useTranslation('admin');
  const { toast } = useToast();
  const [capacity, setCapacity] = useState(String(plan.capacity));
  const [error, setError] = useState<string>();
  const [update, { loading }] = useMutation(UpdateMembershipPlanDocument, { refetchQueries: [VipMembersDocument] });
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const places = Number(capacity);
    if (!/^\d{1,5}$/.test(capacity.trim()) || places > 10_000) return setError(t('validation.amount'));
    setError(undefined);
    try {
      await update({ variables: { input: { plan: plan.plan, capacity: places } } });
      toast({ title: t('vip.plans.saved', { plan: plan.name, capacity: places }) });
    } catch {
      setError(t('vip.plans.failed'));
    }
  }
  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate data-plan={plan.plan} aria-label={`VIP ${plan.name}`}>
      <h3>VIP {plan.name}</h3>
      <p>{t('vip.plans.price', { price: formatMoney(plan.monthlyPriceCents, i18n.language) })}</p>
      <p data-testid="places-left">{t('vip.plans.placesLeft', { count: plan.placesLeft, capacity: plan.capacity })}</p>
      <TextField label={t('vip.plans.capacity')} inputMode="numeric" value={capacity} error={error} onChange={(event) => setCapacity(event.target.value)} />
      <div>
        <Button type="submit" variant="secondary" disabled={loading}>
          {loading && <InlineSpinner />}
          {t('vip.plans.save')}
        </Button>
      </div>
    </form>
  );
}

function Members({ members }: { members: Vip['members'] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="vip-members">
      <h2 id="vip-members" className={cardTitle({ space: 'md' })}>
        {t('vip.members.title')}
      </h2>
      {members.length === 0 ? (
        <p>{t('vip.members.empty')}</p>
      ) : (
        <ul className={records.list} aria-labelledby="vip-members">
          {members.map((member) => (
            <li key={member.id} className={records.row} data-testid="vip-member">
              <span>
                <span className={records.rowTitle}>{member.customerName}</span>
                <span className={records.rowMeta}> · {member.customerEmail}</span>
              </span>
              <span className={records.rowMeta}>
                VIP {member.plan.name} · {t('vip.members.since')} {member.startedAt ? formatDate(member.startedAt) : ''} · {t('vip.members.until')}{' '}
                {member.currentPeriodEnd ? formatDate(member.currentPeriodEnd) : ''}
                {member.nextPlan && (
                  <>
                    {' '}
                    ·{' '}
                    {t('vip.members.nextPlan', { plan: planNames[member.nextPlan], date: member.currentPeriodEnd ? formatDate(member.currentPeriodEnd) : '' })}
                  </>
                )}
              </span>
              <span className={records.rowTitle}>
                {member.payment === 'STRIPE'
                  ? t('vip.members.paysStripe', { amount: formatMoney(member.plan.monthlyTotalCents, i18n.language) })
                  : t('vip.members.paysTransfer')}
              </span>
              <span className={records.rowEnd}>
                <MembershipStateBadge state={member.state} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Requests({ requests, onRecord }: { requests: Vip['requests']; onRecord: (request: Vip['requests'][number]) => void }) {
  const { t } = useTranslation('admin');
  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="vip-requests">
      <h2 id="vip-requests" className={cardTitle({ space: 'md' })}>
        {t('vip.requests.title')}
      </h2>
      {requests.length === 0 ? (
        <p>{t('vip.requests.empty')}</p>
      ) : (
        <ol className={records.list} aria-labelledby="vip-requests">
          {requests.map((request) => (
            <li key={request.id} className={records.row} data-testid="vip-request">
              <span>
                <span className={records.rowTitle}>{request.customerName}</span>
                <span className={records.rowMeta}> · {request.customerEmail}</span>
              </span>
              <span className={records.rowMeta}>
                VIP {planNames[request.plan]} · {t(`vip.requests.kind.${request.kind}`)} · {t('vip.requests.since')} {formatDate(request.createdAt)}
                {request.notifiedAt && <> · {t('vip.requests.notified', { date: formatDate(request.notifiedAt) })}</>}
              </span>
              <span />
              <span className={records.rowEnd}>
                <Button variant="secondary" size="sm" onClick={() => onRecord(request)}>
                  {t('vip.requests.record')}
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A membership paid by bank transfer: the client (preset from a request), the plan, the day paid, the transfer's reference. */
function RecordTransfer({ initial }: { initial: { customerId: string; plan: MembershipPlanId } | null }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const dayFormatHint = useDayFormatHint();
  const [customerId, setCustomerId] = useState(initial?.customerId ?? '');
  const [plan, setPlan] = useState<MembershipPlanId>(initial?.plan ?? 'SILVER');
  const [paidOn, setPaidOn] = useState(() => formatIsoDate(todayIso()));
  const [reference, setReference] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [record, { loading }] = useMutation(RecordTransferMembershipDocument, { refetchQueries: [VipMembersDocument] });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const day = dayValue(paidOn);
    if (!customerId || !day) return setFailure(t('vip.record.errors.failed'));
    try {
      const result = await record({ variables: { input: { customerId, plan, paidOn: day, reference: reference || undefined } } });
      toast({ title: t('vip.record.done', { name: result.data?.recordTransferMembership.membership.customerName ?? '', plan: planNames[plan] }) });
      setCustomerId('');
      setReference('');
    } catch (error) {
      setFailure(t(`vip.record.errors.${recordErrorKey(error)}`));
    }
  }

  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="vip-record" id="record-transfer">
      <h2 id="vip-record" className={cardTitle({ space: 'md' })}>
        {t('vip.record.title')}
      </h2>
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <div className={formStyles.grid}>
          <ClientSelect label={t('vip.record.customer')} emptyLabel={t('vip.record.choose')} value={customerId} onChange={setCustomerId} />
          <Field label={t('vip.record.plan')}>
            {(props) => (
              <select {...props} className={fieldStyles.input} value={plan} onChange={(event) => setPlan(event.target.value as MembershipPlanId)}>
                {planIds.map((option) => (
                  <option key={option} value={option}>
                    VIP {planNames[option]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('vip.record.paidOn')} hint={dayFormatHint}>
            {(props) => <DayInput {...props} max={todayIso()} value={paidOn} onChange={setPaidOn} />}
          </Field>
          <TextField label={t('vip.record.reference')} value={reference} maxLength={100} onChange={(event) => setReference(event.target.value)} />
        </div>
        <div>
          <Button type="submit" disabled={loading}>
            {loading && <InlineSpinner />}
            {t('vip.record.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

export { VipMembersPage as Component };
