import { useTranslation } from 'react-i18next';
import { Link, NavLink } from '../../shared/i18n/localized-link';
import { paths } from '../../shared/paths';
import { useAccount } from '../../shared/session/use-account';
import { LanguageToggle } from '../../shared/ui/language-toggle';
import { MenuButton } from '../../shared/ui/menu-button';
import { useDisclosureMenu } from '../../shared/hooks/use-disclosure-menu';
import { SignOutButton } from '../../shared/ui/sign-out-button';
import { CONTACT_SECTION_ID } from './footer';
import * as styles from './header.css';
import { Logo } from './logo';
import { UserName } from './user-name';
import { useCompany } from '../../shared/company/company';

/** The footer's contact details, on whatever page the visitor is. */
const contactHref = { hash: CONTACT_SECTION_ID };

/**
 * Site header (spec §2 Header): the brand links home; desktop shows Services,
 * Blog, VIP, Contact, the account links and the language toggle (a services company names
 * its services; issue 21); up to 768 px a menu
 * button opens the phone menu (Home, Services, Blog, Shop, VIP, Contact and
 * the account links). The spec's menu named Blog twice; the second, with the
 * same name and target, only made screen readers announce a duplicate, so it
 * is gone. The menu is a disclosure: the button carries
 * aria-expanded/aria-controls, opening moves focus to the first link, Escape
 * or a click outside closes it (Escape returns focus to the button), and
 * tapping a link closes it.
 */
export function Header() {
  const company = useCompany();
  const { t } = useTranslation('layout');
  const menu = useDisclosureMenu();
  const { status } = useAccount();

  const desktopLinks = [
    { key: 'services', to: paths.services.getHref(), label: t('nav.services') },
    { key: 'blog', to: paths.blog.getHref(), label: t('nav.blog') },
    { key: 'vip', to: paths.vip.getHref(), label: t('nav.vip') },
  ];
  const mobileLinks = [
    { key: 'home', to: paths.home.getHref(), label: t('nav.home'), end: true },
    { key: 'services', to: paths.services.getHref(), label: t('nav.services'), end: false },
    { key: 'blog', to: paths.blog.getHref(), label: t('nav.blog'), end: false },
    { key: 'shop', to: paths.shop.getHref(), label: t('nav.shop'), end: false },
    { key: 'vip', to: paths.vip.getHref(), label: t('nav.vip'), end: false },
  ];

  return (
    <header className={styles.header} data-account={status === 'authenticated' || undefined}>
      <div className={styles.bar}>
        <Link to={paths.home.getHref()} className={styles.brand} aria-label={t('brand.homeLink', { brand: company.brandName })}>
          <Logo className={styles.logo} />
          <span className={styles.brandName}>{company.brandName}</span>
        </Link>

        <nav className={styles.desktopNav} aria-label={t('nav.label')}>
          <ul className={styles.navList}>
            {desktopLinks.map((link) => (
              <li key={link.key}>
                <NavLink to={link.to} className={styles.navLink}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <Link to={contactHref} className={styles.navLink}>
                {t('nav.contact')}
              </Link>
            </li>
          </ul>
          <AccountLinks layout="bar" />
          <LanguageToggle />
        </nav>

        <div className={styles.mobileControls}>
          <LanguageToggle />
          <MenuButton {...menu.buttonProps} label={menu.open ? t('nav.closeMenu') : t('nav.openMenu')} />
        </div>
      </div>

      <nav {...menu.menuProps} className={styles.mobileMenu} aria-label={t('nav.mobileLabel')} data-testid="mobile-menu">
        <ul className={styles.mobileList}>
          {mobileLinks.map((link) => (
            <li key={link.key}>
              <NavLink to={link.to} end={link.end} className={styles.mobileLink} onClick={menu.close}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <Link to={contactHref} className={styles.mobileLink} onClick={menu.close}>
              {t('nav.contact')}
            </Link>
          </li>
        </ul>
        <AccountLinks layout="menu" onNavigate={menu.close} />
      </nav>
    </header>
  );
}

/**
 * The way in and out: 'Sign in' for visitors; for a signed-in user their
 * name, a link to their area and 'Log out'. Nothing while the session is
 * being restored, so a returning user never sees 'Sign in' flash.
 */
function AccountLinks({ layout, onNavigate }: { layout: 'bar' | 'menu'; onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const { status, isAdmin, displayName, areaHref } = useAccount();
  const linkClass = layout === 'bar' ? styles.navLink : styles.mobileLink;
  if (status === 'loading') return null;

  if (status === 'anonymous') {
    return (
      <div className={styles.account[layout]}>
        <NavLink to={paths.auth.login.getHref()} className={layout === 'bar' ? styles.signInLink : styles.mobileLink} onClick={onNavigate}>
          {t('account.signIn')}
        </NavLink>
      </div>
    );
  }

  return (
    <div className={styles.account[layout]} data-testid="account">
      {layout === 'menu' ? (
        <UserName name={t('account.signedInAs', { name: displayName })} wrap />
      ) : (
        <UserName name={displayName} textClassName={styles.userNameText} />
      )}
      <NavLink to={areaHref} end className={linkClass} onClick={onNavigate}>
        {layout === 'bar' && isAdmin ? (
          <>
            <span className={styles.longLabel}>{t('account.area.admin')}</span>
            <span className={styles.shortLabel} aria-hidden="true">
              {t('account.areaShort.admin')}
            </span>
          </>
        ) : (
          t(isAdmin ? 'account.area.admin' : 'account.area.customer')
        )}
      </NavLink>
      <SignOutButton size={layout === 'bar' ? 'sm' : 'md'} fullWidth={layout === 'menu'} />
    </div>
  );
}
