import { useTranslation } from 'react-i18next';
import { Link, NavLink } from '../../shared/i18n/localized-link';
import { useCompany } from '../../shared/company/company';
import { useDisclosureMenu } from '../../shared/hooks/use-disclosure-menu';
import { paths } from '../../shared/paths';
import { useAccount } from '../../shared/session/use-account';
import { LanguageToggle } from '../../shared/ui/language-toggle';
import { MenuButton } from '../../shared/ui/menu-button';
import { SignOutButton } from '../../shared/ui/sign-out-button';
import { areaSections, PHONE_ROW_MAX, type Area, type AreaSection } from './area-sections';
import * as styles from './area-header.css';
import { Logo } from './logo';
import { UserName } from './user-name';

/**
 * The header of the portal and the admin area (issue 21, the application frame): the brand leads
 * to the area's home, the area's sections stay in sight, and the user's name, the language and one
 * 'Log out' sit at the end. On a phone the sections stay in a row when they fit; the menu holds
 * what does not (an admin's six sections), the user and 'Log out'. No marketing links here: the
 * footer leads back to the website.
 */
export function AreaHeader({ area }: { area: Area }) {
  const company = useCompany();
  const { t } = useTranslation(['portal', 'layout']);
  const { status, displayName } = useAccount();
  const menu = useDisclosureMenu();
  const sections: readonly AreaSection[] = areaSections[area];
  const sectionsInMenu = sections.length > PHONE_ROW_MAX;
  const links = (className: string) =>
    sections.map((section) => (
      <li key={section.href}>
        <NavLink to={section.href} end={section.end} className={className} onClick={menu.close}>
          {t(section.label)}
        </NavLink>
      </li>
    ));

  return (
    <>
      <header className={styles.header} data-testid="area-header">
        <div className={styles.bar}>
          <Link to={sections[0].href} className={styles.brand} aria-label={t('frame.brandHome', { brand: company.brandName })}>
            <Logo className={styles.logo} />
            <span className={styles.brandName}>{company.brandName}</span>
          </Link>
          <div className={styles.end}>
            {status === 'authenticated' && (
              <span className={styles.desktopOnly}>
                <UserName name={displayName} />
              </span>
            )}
            <LanguageToggle />
            <span className={styles.desktopOnly}>
              <SignOutButton size="sm" />
            </span>
            <span className={styles.phoneOnly}>
              <MenuButton {...menu.buttonProps} label={menu.open ? t('layout:nav.closeMenu') : t('layout:nav.openMenu')} />
            </span>
          </div>
        </div>

        <nav {...menu.menuProps} className={styles.menu} aria-label={t('layout:nav.mobileLabel')} data-testid="mobile-menu">
          {sectionsInMenu && <ul className={styles.menuList}>{links(styles.menuLink)}</ul>}
          <div className={styles.menuAccount} data-testid="account">
            <UserName name={t('layout:account.signedInAs', { name: displayName })} wrap />
            <Link to={paths.home.getHref()} className={styles.menuLink}>
              {t('frame.website')}
            </Link>
            <SignOutButton fullWidth />
          </div>
        </nav>
      </header>
      {/* Under the header, not in it: only the bar stays in sight while the page scrolls. */}
      <nav className={sectionsInMenu ? styles.sections.desktop : styles.sections.always} aria-label={t(`frame.${area}.label`)}>
        <ul className={styles.sectionList}>{links(styles.sectionLink)}</ul>
      </nav>
    </>
  );
}
