import { formatAddress, whatsappLink } from '@mmt/company';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from '../../shared/i18n/localized-link';
import { paths } from '../../shared/paths';
import { visuallyHidden } from '../../shared/ui/visually-hidden.css';
import { WhatsAppIcon } from '../../shared/ui/whatsapp-button';
import * as styles from './footer.css';
import { LegalLinks } from './legal-links';
import { Logo } from './logo';
import { useCompany } from '../../shared/company/company';

const socialIcons: Record<'facebook' | 'instagram' | 'twitter' | 'youtube' | 'vipSignup', string> = {
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v6h4v-6h3l1-4h-4V8z',
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z M17.5 6.5h.01',
  twitter: 'M4 4l16 16 M20 4L4 20',
  vipSignup: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z',
  youtube: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V8z M10 9l5 3-5 3V9z',
};

/** The header's Contact links here (`#contact`), from any page. */
export const CONTACT_SECTION_ID = 'contact';

const contactIcons = {
  address: 'M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z M12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  email: 'M3 6h18v12H3z M3 7l9 6 9-6',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
};

/**
 * Site footer (spec §2): company address, e-mail, phone and WhatsApp (the
 * header's Contact lands here), social links, a legal column and a links
 * column with the customer sign-in. Every detail comes from @mmt/company.
 */
export function Footer() {
  const company = useCompany();
  const { t, i18n } = useTranslation('layout');
  const location = useLocation();
  const contactRef = useRef<HTMLElement>(null);
  // Following Contact moves keyboard and screen-reader users to the details, not only the view.
  useEffect(() => {
    if (location.hash === `#${CONTACT_SECTION_ID}`) contactRef.current?.focus();
  }, [location.hash, location.key]);

  const newTab = <span className={visuallyHidden}> {t('footer.newTab')}</span>;
  const external: { href: string; label: string; internal?: boolean }[] = [
    { href: company.externalLinks.yachtQr, label: t('footer.external.yachtQr') },
    { href: company.externalLinks.webAgency, label: t('footer.external.webAgency') },
    { href: paths.blog.getHref(), label: t('footer.external.blog'), internal: true },
    { href: paths.shop.getHref(), label: t('footer.external.shop'), internal: true },
    { href: paths.auth.login.getHref(), label: t('footer.signIn'), internal: true },
  ];

  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.grid}>
        <section ref={contactRef} id={CONTACT_SECTION_ID} tabIndex={-1} className={styles.contactColumn} aria-labelledby="footer-contact">
          <p className={styles.brand}>
            <Logo className={styles.logo} />
            {company.brandName}
          </p>
          <p className={styles.muted}>{t('footer.about')}</p>
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contactTitle')}
          </h2>
          <address className={styles.address}>
            <ContactRow icon={<ContactIcon path={contactIcons.address} />} label={t('footer.addressLabel')}>
              <span className={styles.addressText}>{formatAddress(company, i18n.language)}</span>
            </ContactRow>
            <ContactRow icon={<ContactIcon path={contactIcons.email} />} label={t('footer.emailLabel')}>
              <a href={`mailto:${company.email}`} className={styles.contactLink} data-testid="footer-email">
                {company.email}
              </a>
            </ContactRow>
            <ContactRow icon={<ContactIcon path={contactIcons.phone} />} label={t('footer.phoneLabel')}>
              <a href={`tel:${company.phone.replace(/\s+/g, '')}`} className={styles.contactLink} data-testid="footer-phone">
                {company.phone}
              </a>
            </ContactRow>
            <ContactRow icon={<WhatsAppIcon className={styles.contactIcon} />}>
              <a
                href={whatsappLink(t('whatsapp.message'), company)}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.contactLink}
                data-testid="footer-whatsapp"
              >
                {t('footer.whatsappChat')}
                {newTab}
              </a>
            </ContactRow>
          </address>
        </section>

        <section className={styles.wideColumn} aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            {t('footer.socialTitle')}
          </h2>
          <ul className={styles.social} data-testid="footer-social">
            {(Object.keys(socialIcons) as (keyof typeof socialIcons)[]).map((network) => (
              <li key={network}>
                <a
                  href={company.social[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.socialLink}
                  aria-label={`${t(`footer.social.${network}`)} ${t('footer.newTab')}`}
                >
                  <svg
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    className={styles.socialIcon}
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d={socialIcons[network]} />
                  </svg>
                </a>
              </li>
            ))}
            <li>
              <a
                href={company.social.whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.socialLink}
                aria-label={`${t('footer.social.whatsapp')} ${t('footer.newTab')}`}
              >
                <WhatsAppIcon className={styles.socialIcon} />
              </a>
            </li>
          </ul>
        </section>

        <FooterColumn id="footer-legal" title={t('footer.legalTitle')}>
          <LegalLinks linkClassName={styles.link} buttonClassName={styles.linkButton} />
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
                  {/* The no-break space keeps the arrow with the last word. */}
                  <span>
                    {link.label}
                    {'\u00a0'}
                    <span aria-hidden="true">↗</span>
                    {newTab}
                  </span>
                </a>
              </li>
            ),
          )}
        </FooterColumn>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear(), legalName: company.legalName })}</p>
      </div>
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

/** One line of contact details: an icon, the label for screen readers (when the value needs one), the value. */
function ContactRow({ icon, label, children }: { icon: ReactNode; label?: string; children: ReactNode }) {
  return (
    <span className={styles.contactRow}>
      {icon}
      {label && <span className={visuallyHidden}>{label}: </span>}
      {children}
    </span>
  );
}

function ContactIcon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={styles.contactIcon}
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
