import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/i18n/localized-link';
import { servicesCatalog } from '../../../shared/services-catalog';
import { Button } from '../../../shared/ui/button';
import { ServiceIcon } from '../../../shared/ui/service-icon';
import * as section from './section.css';
import * as styles from './services-grid.css';

/**
 * The 12 service cards. On a phone (≤ 768 px) only the first 3 show until
 * 'learn more' is pressed; the rule is CSS, so the server can render the
 * same markup for every width.
 */
export function ServicesGrid() {
  const { t } = useTranslation(['home', 'services']);
  const [expanded, setExpanded] = useState(false);
  const fourthRef = useRef<HTMLAnchorElement>(null);

  const expand = () => {
    setExpanded(true);
    // Keyboard and screen-reader users continue at the first card they had not seen.
    requestAnimationFrame(() => fourthRef.current?.focus());
  };

  return (
    <section className={section.section} aria-labelledby="home-services-title" id="services">
      <header className={section.header}>
        <h2 id="home-services-title" className={section.heading}>
          {t('home:services.title')}
        </h2>
        <p className={section.lead}>{t('home:services.subtitle')}</p>
      </header>
      <ul className={styles.grid} data-expanded={expanded} data-testid="services-grid">
        {servicesCatalog.map((service, index) => {
          const title = t(`services:${service.i18nKey}.title`);
          return (
            <li key={service.slug} className={`${section.card} ${styles.card}`} data-testid="service-card">
              <img src={service.image} alt="" width={400} height={225} loading="lazy" decoding="async" className={styles.image} />
              <span className={styles.iconBadge}>
                <ServiceIcon icon={service.icon} size={24} />
              </span>
              <h3 className={styles.title}>
                <Link to={service.href} className={section.stretchedLink} ref={index === 3 ? fourthRef : undefined}>
                  {title}
                </Link>
              </h3>
              <p className={styles.description}>{t(`services:${service.i18nKey}.description`)}</p>
              <span className={styles.more} aria-hidden="true">
                {t('services:cardCta')} →
              </span>
            </li>
          );
        })}
      </ul>
      {!expanded && (
        <div className={`${section.centeredAction} ${section.mobileOnly}`}>
          <Button variant="secondary" size="lg" onClick={expand} data-testid="services-learn-more">
            {t('home:services.learnMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
