import { useTranslation } from 'react-i18next';
import { openConsentPreferences } from '../../shared/consent/consent-choice';
import { Link } from '../../shared/i18n/localized-link';
import { Island } from '../../shared/islands/island';
import { paths } from '../../shared/paths';

/** The legal pages and the cookie settings, as list items: the site's footer and the frame's list the same. */
export function LegalLinks({ linkClassName, buttonClassName }: { linkClassName: string; buttonClassName: string }) {
  const { t } = useTranslation('layout');
  const legal = [
    { to: paths.legal.notice.getHref(), label: t('footer.legalNotice') },
    { to: paths.legal.privacy.getHref(), label: t('footer.privacy') },
    { to: paths.legal.terms.getHref(), label: t('footer.terms') },
    { to: paths.legal.cookies.getHref(), label: t('footer.cookies') },
  ];
  return (
    <>
      {legal.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
      <li>
        <Island name="cookieSettings">
          <CookieSettingsButton className={buttonClassName} />
        </Island>
      </li>
    </>
  );
}

/** Reopens the cookie banner's preferences (spec §4): on a page served with islands, the footer's only interactive part. */
export function CookieSettingsButton({ className }: { className: string }) {
  const { t } = useTranslation('layout');
  return (
    <button type="button" className={className} onClick={openConsentPreferences} data-testid="footer-cookie-settings">
      {t('footer.cookieSettings')}
    </button>
  );
}
