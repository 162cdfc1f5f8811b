import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link, NavLink } from '../../shared/i18n/localized-link';
import { paths } from '../../shared/paths';
import { useAccount } from '../../shared/session/use-account';
import { LanguageToggle } from '../../shared/ui/language-toggle';
import { button } from '../../shared/ui/button.css';
import { SignOutButton } from '../../shared/ui/sign-out-button';
import { CONTACT_SECTION_ID } from './footer';
import * as styles from './header.css';
import { Logo } from './logo';
import { useCompany } from '../../shared/company/company';

/** The footer's contact details, on whatever page the visitor is. */
const contactHref = { hash: CONTACT_SECTION_ID };

/**
 * Site header (spec §2 Header): the brand links home; desktop shows Blog,
 * Contact, the account links and the language toggle; up to 768 px a menu
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
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const location = useLocation();

  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);

  useEffect(() => {
    if (!menuOpen) return;
    menuRef.current?.querySelector<HTMLAnchorElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);

  const mobileLinks = [
    { key: 'home', to: paths.home.getHref(), label: t('nav.home'), end: true },
    { key: 'services', to: paths.services.getHref(), label: t('nav.services'), end: false },
    { key: 'blog', to: paths.blog.getHref(), label: t('nav.blog'), end: false },
    { key: 'shop', to: paths.shop.getHref(), label: t('nav.shop'), end: false },
    { key: 'vip', to: paths.vip.getHref(), label: t('nav.vip'), end: false },
  ];

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={paths.home.getHref()} className={styles.brand} aria-label={t('brand.homeLink', { brand: company.brandName })}>
          <Logo className={styles.logo} />
          <span className={styles.brandName}>{company.brandName}</span>
        </Link>

        <nav className={styles.desktopNav} aria-label={t('nav.label')}>
          <ul className={styles.navList}>
            <li>
              <NavLink to={paths.blog.getHref()} className={styles.navLink}>
                {t('nav.blog')}
              </NavLink>
            </li>
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
          <button
            ref={buttonRef}
            type="button"
            className={button({ variant: 'secondary', size: 'icon' })}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
            data-testid="menu-button"
          >
            <svg className={styles.menuIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>

      <nav ref={menuRef} id={menuId} className={styles.mobileMenu} aria-label={t('nav.mobileLabel')} hidden={!menuOpen} data-testid="mobile-menu">
        <ul className={styles.mobileList}>
          {mobileLinks.map((link) => (
            <li key={link.key}>
              <NavLink to={link.to} end={link.end} className={styles.mobileLink} onClick={() => setMenuOpen(false)}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <Link to={contactHref} className={styles.mobileLink} onClick={() => setMenuOpen(false)}>
              {t('nav.contact')}
            </Link>
          </li>
        </ul>
        <AccountLinks layout="menu" onNavigate={() => setMenuOpen(false)} />
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
      <span className={styles.userName} title={displayName}>
        <svg className={styles.userIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21a8 8 0 0 1 16 0" />
        </svg>
        <span className={styles.userNameText}>{layout === 'menu' ? t('account.signedInAs', { name: displayName }) : displayName}</span>
      </span>
      <NavLink to={areaHref} end className={linkClass} onClick={onNavigate}>
        {t(isAdmin ? 'account.area.admin' : 'account.area.customer')}
      </NavLink>
      <SignOutButton size={layout === 'bar' ? 'sm' : 'md'} fullWidth={layout === 'menu'} />
    </div>
  );
}
