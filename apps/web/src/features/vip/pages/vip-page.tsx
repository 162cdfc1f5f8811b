import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { button } from '../../../shared/ui/button-class';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { Link } from 'react-router-dom';
import { formatEuros, formatPercent, joinHref, vipPlans, type VipPlan } from '../lib/plans';
import * as styles from './vip-page.css';

function PlanCard({ plan }: { plan: VipPlan }) {
  const { t, i18n } = useTranslation('vip');
  const lang = i18n.language;
  const name = t(`plans.${plan.id}.name`);
  return (
    <article className={plan.featured ? styles.cardFeatured : styles.card} aria-labelledby={`vip-${plan.id}`} data-plan={plan.id}>
      {plan.featured && <p className={styles.badge}>{t('popular')}</p>}
      <h2 id={`vip-${plan.id}`} className={styles.planName}>
        {name}
      </h2>
      <p className={styles.price}>
        <span className={styles.amount} data-testid="vip-price">
          {formatEuros(plan.monthlyPrice, lang)}
        </span>
        <span className={styles.period}>{t('perMonth')}</span>
      </p>
      <p className={styles.vat}>{t('vatNote')}</p>
      <ul className={styles.features}>
        <li>{t(`plans.${plan.id}.assistance`)}</li>
        <li>{t('features.normalRate', { price: formatEuros(plan.normalRate, lang) })}</li>
        <li>{t('features.overtimeRate', { price: formatEuros(plan.overtimeRate, lang) })}</li>
        <li>{t('features.discount', { percent: formatPercent(plan.discount, lang) })}</li>
      </ul>
      <Link
        to={joinHref(plan.id)}
        className={`${button({ variant: plan.featured ? 'primary' : 'secondary', size: 'lg' })} ${styles.apply}`}
        aria-label={t(`plans.${plan.id}.applyLabel`)}
      >
        {t(`plans.${plan.id}.apply`)}
      </Link>
    </article>
  );
}

/**
 * VIP membership (/vip): Silver and Gold, prices without VAT, limited places (spec §2, §9). Applying
 * opens the plan in the customer's 'Mi membresía', signing in first when need be (the portal's guard).
 */
export function VipPage() {
  const { t } = useTranslation('vip');
  usePageMeta({ title: t('title'), description: t('metaDescription') });
  return (
    <PageContainer>
      <header className={styles.header}>
        <PageTitle>{t('title')}</PageTitle>
        <p className={styles.subtitle}>{t('subtitle')}</p>
        <p className={styles.limited}>{t('limited')}</p>
      </header>
      <div className={styles.plans}>
        {vipPlans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
    </PageContainer>
  );
}

export { VipPage as Component };
