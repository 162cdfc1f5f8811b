import { normalizeLanguage } from '@mmt/i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { data, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { Link } from '../../../shared/i18n/localized-link';
import { paths } from '../../../shared/paths';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { findService, serviceNeighbours, type ServiceEntry } from '../../../shared/services-catalog';
import { BackLink } from '../../../shared/ui/back-link';
import { PageContainer } from '../../../shared/ui/page';
import { absoluteUrl, breadcrumbList, jsonLd } from '../../../shared/seo/head-tags';
import { useSiteUrl } from '../../../shared/seo/use-site-url';
import { localizePath } from '../../../shared/i18n/site-language';
import { ServiceContact } from '../components/service-contact';
import { serviceStructuredData } from '../lib/structured-data';
import * as styles from './service-detail-page.css';
import { useCompany } from '../../../shared/company/company';

/** Only the 12 known slugs exist; any other answers 404 (the route's error element shows the 404 page). */
export function loader({ params }: LoaderFunctionArgs) {
  if (!findService(params.slug)) throw data('Not Found', { status: 404 });
  return null;
}

interface ServiceCardCopy {
  title: string;
  description: string;
}

function ServiceStructuredData({ service }: { service: ServiceEntry }) {
  const company = useCompany();
  const siteUrl = useSiteUrl();
  const { t, i18n } = useTranslation(['services', 'layout']);
  const language = normalizeLanguage(i18n.language);
  // Canonical addresses (the language's twins), as in the served <head>.
  const urlOf = (path: string) => absoluteUrl(siteUrl, localizePath(path, language));
  const url = urlOf(service.href);
  const structured = serviceStructuredData(
    {
      url,
      name: t(`${service.i18nKey}.title`),
      description: t(`${service.i18nKey}.metaDescription`),
      image: absoluteUrl(siteUrl, service.image),
      language: i18n.language,
    },
    company,
  );
  const breadcrumbs = breadcrumbList([
    { name: t('layout:nav.home'), url: urlOf(paths.home.getHref()) },
    { name: t('title'), url: urlOf(paths.services.getHref()) },
    { name: t(`${service.i18nKey}.title`), url },
  ]);
  // The canonical link and the hreflang alternates are in the served <head> (entry-server.tsx).
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structured) }} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(breadcrumbs) }} />
    </>
  );
}

function ChainLink({ service, direction }: { service: ServiceEntry; direction: 'previous' | 'next' }) {
  const { t } = useTranslation('services');
  return (
    <Link to={service.href} className={direction === 'previous' ? styles.chainPrevious : styles.chainNext} rel={direction === 'previous' ? 'prev' : 'next'}>
      <span className={styles.chainLabel}>
        {direction === 'previous' ? '← ' : ''}
        {t(direction)}
        {direction === 'next' ? ' →' : ''}
      </span>
      <span className={styles.chainTitle}>{t(`${service.i18nKey}.title`)}</span>
    </Link>
  );
}

function ServiceDetail({ service }: { service: ServiceEntry }) {
  const { t } = useTranslation('services');
  const key = service.i18nKey;
  const title = t(`${key}.title`);
  const cards = t(`${key}.cards`, { returnObjects: true }) as unknown as ServiceCardCopy[];
  const { previous, next } = serviceNeighbours(service.slug);
  usePageMeta({ title: t(`${key}.metaTitle`), description: t(`${key}.metaDescription`) });

  useEffect(() => {
    // Spec §2: AI solutions opens at the top of the page.
    if (service.slug === 'ai-solutions') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [service.slug]);

  return (
    <PageContainer>
      <ServiceStructuredData service={service} />
      <nav className={styles.backLinks} aria-label={t('backToServices')}>
        <BackLink to={paths.services.getHref()}>{t('backToServices')}</BackLink>
        <BackLink to={paths.home.getHref()}>{t('backToHome')}</BackLink>
      </nav>

      {/* The illustration carries the service's icon, so the hero shows it once: text on one side, picture whole on the other. */}
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{t(`${key}.subtitle`)}</p>
        </div>
        <img className={styles.heroImage} src={service.image} alt={t(`${key}.imageAlt`)} width={1200} height={675} fetchPriority="high" />
      </header>

      <p className={styles.intro}>{t(`${key}.intro`)}</p>

      <section aria-labelledby="service-cards-title" className={styles.section}>
        <h2 id="service-cards-title" className={styles.sectionTitle}>
          {t('whatWeDo')}
        </h2>
        <ul className={styles.cards} data-testid="service-cards">
          {cards.map((card) => (
            <li key={card.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{card.title}</h3>
              <p className={styles.cardText}>{card.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <ServiceContact service={title} />

      <nav className={styles.chain} aria-label={t('title')}>
        {previous ? <ChainLink service={previous} direction="previous" /> : <span />}
        {next ? <ChainLink service={next} direction="next" /> : <span />}
      </nav>
    </PageContainer>
  );
}

/** Service detail (/services/:slug): spec §2 "Services". */
export function ServiceDetailPage() {
  const { slug } = useParams();
  const service = findService(slug);
  if (!service) return null; // the loader has already answered 404
  // Keyed by slug: moving along the chain starts from a fresh page.
  return <ServiceDetail key={service.slug} service={service} />;
}

export { ServiceDetailPage as Component };
