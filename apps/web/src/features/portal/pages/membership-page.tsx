import { useMutation, useQuery } from '@apollo/client/react';
import {
  CancelMembershipDocument,
  JoinMembershipDocument,
  MyMembershipDocument,
  type MembershipPlanId,
  type InvoiceRowFragment,
  type MyMembershipQuery,
} from '@mmt/graphql';
import { normalizeLanguage } from '@mmt/i18n';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { downloadPdf } from '../../../shared/download/download-file';
import { formatDate, formatMoney } from '../../../shared/format/format';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { ErrorAlert, WarningAlert } from '../../../shared/ui/alert';
import { BackLink } from '../../../shared/ui/back-link';
import { Button } from '../../../shared/ui/button';
import { card, cardTitle } from '../../../shared/ui/card.css';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { sections } from '../../../shared/ui/sections.css';
import { InlineSpinner } from '../../../shared/ui/spinner';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { InvoiceTable } from '../components/invoice-table';
import { MembershipChanges } from '../components/membership-changes';
import { MembershipStateBadge } from '../../../shared/domain/membership-state-badge';
import { joinErrorKey } from '../lib/membership-errors';
import { usePollWhile } from '../lib/use-poll-while';
import * as factStyles from './boat-detail-page.css';
import * as styles from './invoices-page.css';
import * as layout from './membership-page.css';

type Mine = MyMembershipQuery['myMembership'];
type Plan = MyMembershipQuery['membershipPlans'][number];

const isPlanId = (value: string | null): value is MembershipPlanId => value === 'SILVER' || value === 'GOLD';

/**
 * /app/membership, 'Mi membresía': the plan, its state, the next charge, the membership's invoices,
 * changing plan (from the next period) and card, and cancelling at the end of the period. `?join=` (from /vip, after signing in if need be) offers
 * the plan asked for; `?checkout=` is Stripe Checkout's way back.
 */
export function MembershipPage() {
  const { t } = useTranslation('portal');
  useDocumentTitle(t('membership.title'));
  const [searchParams] = useSearchParams();
  const { data, error, loading, refetch } = useQuery(MyMembershipDocument, { fetchPolicy: 'cache-and-network' });
  const mine = data?.myMembership;
  const join = searchParams.get('join');
  const checkout = searchParams.get('checkout');
  const confirming = useCheckoutReturn(checkout, mine, refetch);
  const wanted = isPlanId(join) ? data?.membershipPlans.find((plan) => plan.plan === join) : undefined;
  const current = mine?.membership && mine.membership.state !== 'ENDED' ? mine.membership : null;

  return (
    <PageContainer>
      <BackLink to={paths.app.root.getHref()}>{t('nav.home')}</BackLink>
      <PageTitle>{t('membership.title')}</PageTitle>
      {checkout === 'done' && (
        <p role="status" className={styles.notice} data-testid="checkout-notice">
          {t(confirming ? 'membership.checkout.confirming' : 'membership.checkout.done')}
        </p>
      )}
      {checkout === 'cancelled' && (
        <p role="status" className={styles.noticeWarning} data-testid="checkout-notice">
          {t('membership.checkout.cancelled')}
        </p>
      )}
      {!data && loading && <LoadingState label={t('membership.loading')} />}
      {!data && error && <ErrorState message={t('membership.error')} onRetry={() => void refetch()} />}
      {mine && (
        <div className={sections}>
          {wanted && !current && checkout !== 'done' && <JoinCard plan={wanted} request={mine.request} />}
          {mine.request && !wanted && <RequestNotice request={mine.request} />}
          {mine.membership ? <MembershipCard membership={mine.membership} plans={data.membershipPlans} /> : !wanted && !mine.request && <NotMember />}
        </div>
      )}
    </PageContainer>
  );
}

/** Back from Stripe Checkout paid: read again until the membership shows (the webhook may come a moment later). */
function useCheckoutReturn(checkout: string | null, mine: Mine | undefined, refetch: () => unknown): boolean {
  const confirming = checkout === 'done' && mine !== undefined && !mine.membership;
  usePollWhile(confirming, refetch);
  return confirming;
}

function Fact({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div className={factStyles.fact}>
      <dt className={factStyles.factLabel}>{label}</dt>
      <dd className={factStyles.factValue} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function NotMember() {
  const { t } = useTranslation('portal');
  return (
    <EmptyState>
      {t('membership.none')} <Link to={paths.vip.getHref()}>{t('membership.plansLink')}</Link>
    </EmptyState>
  );
}

function RequestNotice({ request }: { request: NonNullable<Mine['request']> }) {
  const { t } = useTranslation('portal');
  const plan = request.plan === 'GOLD' ? 'Gold' : 'Silver';
  return (
    <section className={card({ padding: 'lg' })} data-testid="membership-request">
      <p>{t(`membership.request.${request.kind}`, { plan, date: formatDate(request.createdAt) })}</p>
      {request.notifiedAt && (
        <p>
          {t('membership.request.notified')} <Link to={paths.app.membership.getHref({ join: request.plan })}>{t('membership.join.apply')}</Link>
        </p>
      )}
    </section>
  );
}

/** The plan asked for: its price, and the step that joins it (Stripe Checkout, the waiting list, or an application). */
function JoinCard({ plan, request }: { plan: Plan; request: Mine['request'] }) {
  const { t, i18n } = useTranslation('portal');
  const [joinMembership, { loading }] = useMutation(JoinMembershipDocument, { refetchQueries: [MyMembershipDocument] });
  const [outcome, setOutcome] = useState<string | null>(request?.plan === plan.plan ? request.kind : null);
  const [failure, setFailure] = useState<string | null>(null);
  const full = plan.placesLeft === 0;

  async function onJoin() {
    setFailure(null);
    try {
      const result = await joinMembership({ variables: { input: { plan: plan.plan } } });
      const joined = result.data?.joinMembership;
      if (joined?.checkoutUrl) {
        window.location.assign(joined.checkoutUrl);
        return;
      }
      setOutcome(joined?.outcome === 'WAITING' ? 'WAITING' : 'TRANSFER');
    } catch (error) {
      setFailure(t(`membership.joinErrors.${joinErrorKey(error)}`, { plan: plan.name }));
    }
  }

  return (
    <section className={`${card({ padding: 'lg' })} ${layout.cardBody}`} aria-labelledby="join-title" data-testid="join-card">
      <h2 id="join-title" className={cardTitle()}>
        {t('membership.join.title', { plan: plan.name })}
      </h2>
      <p>
        {t('membership.join.price', { price: formatMoney(plan.monthlyPriceCents, i18n.language), total: formatMoney(plan.monthlyTotalCents, i18n.language) })}
      </p>
      {outcome ? (
        <p role="status" className={styles.notice}>
          {t(`membership.outcome.${outcome === 'WAITING' ? 'WAITING' : 'APPLIED'}`, { plan: plan.name })}
        </p>
      ) : (
        <>
          {full && <WarningAlert>{t('membership.join.full', { plan: plan.name })}</WarningAlert>}
          {failure && <ErrorAlert>{failure}</ErrorAlert>}
          <div>
            <Button onClick={() => void onJoin()} disabled={loading}>
              {loading && <InlineSpinner />}
              {full ? t('membership.join.waitlist') : t('membership.join.pay')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function MembershipCard({ membership, plans }: { membership: NonNullable<Mine['membership']>; plans: readonly Plan[] }) {
  const { t, i18n } = useTranslation('portal');
  const { toast } = useToast();
  const [asking, setAsking] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(CancelMembershipDocument);
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const periodEnd = membership.currentPeriodEnd ? formatDate(membership.currentPeriodEnd) : '';
  const live = membership.state === 'ACTIVE' || membership.state === 'PAST_DUE';

  async function onCancel() {
    try {
      await cancel({ variables: { input: { membershipId: membership.id } } });
      setAsking(false);
      toast({ title: t('membership.cancel.done', { date: periodEnd }) });
    } catch {
      toast({ variant: 'destructive', title: t('membership.cancel.failed') });
    }
  }

  async function onDownload(invoice: InvoiceRowFragment) {
    try {
      await downloadPdf(invoice.pdfUrl, `${invoice.number}.pdf`, normalizeLanguage(i18n.language));
    } catch {
      toast({
        variant: 'destructive',
        title: t('invoices.downloadFailed.title'),
        description: t('invoices.downloadFailed.description', { id: invoice.number }),
      });
    }
  }

  return (
    <>
      <section className={`${card({ padding: 'lg' })} ${layout.cardBody}`} aria-labelledby="membership-title" data-testid="membership">
        <h2 id="membership-title" className={cardTitle()}>
          VIP {membership.plan.name}
        </h2>
        {membership.state === 'PAST_DUE' && <WarningAlert>{t('membership.pastDue', { count: membership.failedPayments })}</WarningAlert>}
        <dl className={layout.facts}>
          <Fact label={t('membership.facts.state')} testId="membership-state">
            <MembershipStateBadge state={membership.state} />
          </Fact>
          {membership.startedAt && <Fact label={t('membership.facts.since')}>{formatDate(membership.startedAt)}</Fact>}
          {membership.nextChargeCents !== null && membership.nextChargeCents !== undefined ? (
            <Fact label={t('membership.facts.nextCharge')} testId="next-charge">
              {t('membership.facts.nextChargeValue', { amount: money(membership.nextChargeCents), date: periodEnd })}
            </Fact>
          ) : live || membership.state === 'CANCELLING' ? (
            <Fact label={t('membership.facts.endsOn')}>{periodEnd}</Fact>
          ) : null}
          {membership.state === 'ENDED' && membership.endedAt && <Fact label={t('membership.facts.endedOn')}>{formatDate(membership.endedAt)}</Fact>}
          <Fact label={t('membership.facts.payment')}>{t(`membership.payment.${membership.payment}`)}</Fact>
          <Fact label={t('membership.facts.rates')}>
            {t('membership.facts.ratesValue', {
              normal: money(membership.plan.normalRateCents),
              overtime: money(membership.plan.overtimeRateCents),
              discount: membership.plan.discountPercent,
            })}
          </Fact>
        </dl>
        <MembershipChanges membership={membership} plans={plans} />
        {live &&
          (asking ? (
            <div role="group" aria-label={t('membership.cancel.button')} className={layout.cardBody}>
              <p>{t('membership.cancel.question', { date: periodEnd })}</p>
              <div className={layout.actions}>
                <Button variant="danger" onClick={() => void onCancel()} disabled={loading}>
                  {loading && <InlineSpinner />}
                  {t('membership.cancel.confirm')}
                </Button>
                <Button variant="secondary" onClick={() => setAsking(false)}>
                  {t('membership.cancel.keep')}
                </Button>
              </div>
            </div>
          ) : (
            <div>
              <Button variant="secondary" onClick={() => setAsking(true)}>
                {t('membership.cancel.button')}
              </Button>
            </div>
          ))}
      </section>
      <section className={card({ padding: 'lg' })} aria-labelledby="membership-invoices">
        <h2 id="membership-invoices" className={cardTitle({ space: 'md' })}>
          {t('membership.invoices.title')}
        </h2>
        {membership.invoices.length === 0 ? (
          <p>{t('membership.invoices.empty')}</p>
        ) : (
          <InvoiceTable
            invoices={membership.invoices}
            onDownload={(invoice) => void onDownload(invoice)}
            onPay={() => undefined}
            paying={null}
            open={open}
            onToggle={(id) => setOpen((now) => (now === id ? null : id))}
          />
        )}
      </section>
    </>
  );
}

export { MembershipPage as Component };
