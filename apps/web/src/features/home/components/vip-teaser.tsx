import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/i18n/localized-link';
import { paths } from '../../../shared/paths';
import { button } from '../../../shared/ui/button-class';
import * as section from './section.css';
import * as styles from './vip-teaser.css';

/** Invitation to the VIP membership page. */
export function VipTeaser() {
  const { t } = useTranslation('home');
  return (
    <section className={section.section} aria-labelledby="home-vip-title">
      <div className={styles.panel} data-testid="vip-teaser">
        <div className={styles.text}>
          <h2 id="home-vip-title" className={section.heading}>
            {t('vip.title')}
          </h2>
          <p className={section.lead}>{t('vip.text')}</p>
        </div>
        <Link to={paths.vip.getHref()} className={`${button({ size: 'lg' })} ${styles.cta}`}>
          {t('vip.cta')}
        </Link>
      </div>
    </section>
  );
}
