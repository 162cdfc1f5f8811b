import { useTranslation } from 'react-i18next';
import { useCompany } from '../../shared/company/company';
import { Link } from '../../shared/i18n/localized-link';
import { paths } from '../../shared/paths';
import * as styles from './area-footer.css';
import { LegalLinks } from './legal-links';

/** The portal's and the admin's footer: one line of who we are, how to reach us, and the legal pages. */
export function AreaFooter() {
  const company = useCompany();
  const { t } = useTranslation(['layout', 'portal']);
  return (
    <footer className={styles.footer} data-testid="area-footer">
      <p className={styles.line}>
        <span>{t('footer.copyright', { year: new Date().getFullYear(), legalName: company.legalName })}</span>
        <a href={`tel:${company.phone.replace(/\s+/g, '')}`} className={styles.link} aria-label={`${t('footer.phoneLabel')}: ${company.phone}`}>
          {company.phone}
        </a>
        <a href={`mailto:${company.email}`} className={styles.link}>
          {company.email}
        </a>
      </p>
      <nav aria-label={t('footer.legalTitle')}>
        <ul className={styles.links}>
          <li>
            <Link to={paths.home.getHref()} className={styles.link}>
              {t('portal:frame.website')}
            </Link>
          </li>
          <LegalLinks linkClassName={styles.link} buttonClassName={styles.linkButton} />
        </ul>
      </nav>
    </footer>
  );
}
