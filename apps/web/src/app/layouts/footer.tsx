import { company } from '@mmt/company';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/paths';
import * as styles from './footer.css';

/** Minimal footer: copyright and the legal links (the full footer comes with the home page). */
export function Footer() {
  const { t } = useTranslation();
  const legal = [
    { to: paths.legal.notice.getHref(), label: t('footer.legalNotice') },
    { to: paths.legal.privacy.getHref(), label: t('footer.privacy') },
    { to: paths.legal.terms.getHref(), label: t('footer.terms') },
    { to: paths.legal.cookies.getHref(), label: t('footer.cookies') },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), brand: company.brandName })}</p>
        <nav aria-label={t('footer.legalLabel')}>
          <ul className={styles.links}>
            {legal.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
