import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/i18n/localized-link';
import type { ServiceEntry } from '../../../shared/services-catalog';
import { ServiceIcon } from '../../../shared/ui/service-icon';
import * as styles from './service-card.css';

/** A service in the grid: image, icon, title, description, link to its page. */
export function ServiceCard({ service }: { service: ServiceEntry }) {
  const { t } = useTranslation('services');
  const title = t(`${service.i18nKey}.title`);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <img className={styles.image} src={service.image} alt="" width={600} height={338} loading="lazy" decoding="async" />
        <span className={styles.icon}>
          <ServiceIcon icon={service.icon} size={28} />
        </span>
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to={service.href} className={styles.titleLink}>
            {title}
          </Link>
        </h2>
        <p className={styles.description}>{t(`${service.i18nKey}.description`)}</p>
        <span className={styles.more} aria-hidden="true">
          {t('cardCta')} →
        </span>
      </div>
    </article>
  );
}
