import { formatAddress } from '@mmt/company';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { openConsentPreferences } from '../../shared/consent/consent';
import { paths } from '../../shared/paths';
import { visuallyHidden } from '../../shared/ui/visually-hidden.css';
import { WhatsAppIcon } from '../../shared/ui/whatsapp-button';
import * as styles from './footer.css';
import { Logo } from './logo';
import { useCompany } from '../../shared/company/company';

const socialIcons: Record<'facebook' | 'instagram' | 'twitter' | 'youtube' | 'vipSignup', string> = {
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v6h4v-6h3l1-4h-4V8z',
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z M17.5 6.5h.01',
  twitter: 'M4 4l16 16 M20 4L4 20',
  vipSignup: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z',
  youtube: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V8z M10 9l5 3-5 3V9z',
};

/**
 * Site footer (spec §2): company address, e-mail and phone, social links,
 * a legal column and an external links column. Every detail comes from
 * @mmt/company.
 */
export function Footer() {
  const company = useCompany();
  const { t } = useTranslation('layout');
  const newTab = <span className={visuallyHidden}> {t('footer.newTab')}</span>;
  const legal = [
    { to: paths.legal.notice.getHref(), label: t('footer.legalNotice') },
    { to: paths.legal.privacy.getHref(), label: t('footer.privacy') },
    { to: paths.legal.terms.getHref(), label: t('footer.terms') },
    { to: paths.legal.cookies.getHref(), label: t('footer.cookies') },
  ];
  const external: { href: string; label: string; internal?: boolean }[] = [
    { href: company.externalLinks.yachtQr, label: t('footer.external.yachtQr') },
    { href: company.externalLinks.webAgency, label: t('footer.external.webAgency') },
    { href: paths.blog.getHref(), label: t('footer.external.blog'), internal: true },
    { href: paths.shop.getHref(), label: t('footer.external.shop'), internal: true },
  ];

  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.grid}>
        <section className={styles.wideColumn} aria-labelledby="footer-contact">
          <p className={styles.brand}>
            <Logo className={styles.logo} />
            {company.brandName}
          </p>
          <p className={styles.muted}>{t('footer.about')}</p>
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contactTitle')}
          </h2>
          <address className={styles.address}>
            <span>
              <span className={visuallyHidden}>{t('footer.addressLabel')}: </span>
              {formatAddress(company)}
            </span>
            <span>
              <span className={styles.label}>{t('footer.emailLabel')}: </span>
              <a href={`mailto:${company.email}`} className={styles.link} data-testid="footer-email">
                {company.email}
              </a>
            </span>
            <span>
              <span className={styles.label}>{t('footer.phoneLabel')}: </span>
              <a href={`tel:${company.phone.replace(/\s+/g, '')}`} className={styles.link} data-testid="footer-phone">
                {company.phone}
              </a>
            </span>
          </address>
        </section>

        <section className={styles.wideColumn} aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            {t('footer.socialTitle')}
          </h2>
          <ul className={styles.social} data-testid="footer-social">
            {(Object.keys(socialIcons) as (keyof typeof socialIcons)[]).map((network) => (
              <li key={network}>
                <a href={company.social[network]} target="_blank" rel="noopener noreferrer" className={styles.socialLink} aria-label={`${t(`footer.social.${network}`)} ${t('footer.newTab')}`}>
                  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className={styles.socialIcon} aria-hidden="true" focusable="false">
                    <path d={socialIcons[network]} />
                  </svg>
                </a>
              </li>
            ))}
            <li>
              <a href={company.social.whatsapp} target="_blank" rel="noopener noreferrer" className={styles.socialLink} aria-label={`${t('footer.social.whatsapp')} ${t('footer.newTab')}`}>
                <WhatsAppIcon className={styles.socialIcon} />
              </a>
            </li>
          </ul>
        </section>

        <FooterColumn id="footer-legal" title={t('footer.legalTitle')}>
          {legal.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.link}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className={styles.linkButton} onClick={openConsentPreferences} data-testid="footer-cookie-settings">
              {t('footer.cookieSettings')}
            </button>
          </li>
        </FooterColumn>

        <FooterColumn id="footer-external" title={t('footer.externalTitle')}>
          {external.map((link) =>
            link.internal ? (
              <li key={link.label}>
                <Link to={link.href} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ) : (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                  {link.label} ↗{newTab}
                </a>
              </li>
            ),
          )}
        </FooterColumn>
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear(), legalName: company.legalName })}</p>
    </footer>
  );
}

function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav className={styles.column} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>{children}</ul>
    </nav>
  );
}
