import { normalizeLanguage, otherLanguage } from '@mmt/i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLoaderData, useLocation, useNavigation, type Location } from 'react-router-dom';
import { CookieBanner } from '../../features/cookie-consent';
import { LanguageSuggestion } from '../../features/language-suggestion';
import { CompanyContext } from '../../shared/company/company';
import { followAddressLanguage } from '../../shared/i18n/language';
import { LanguageChoiceContext } from '../../shared/i18n/language-choice';
import { languageOfPath, localizeHref } from '../../shared/i18n/site-language';
import { Island, useServedWithIslands } from '../../shared/islands/island';
import { Toaster } from '../../shared/ui/toast/toaster';
import type { RootData } from '../root-loader';
import { accessFor, paths } from '../../shared/paths';
import { useSession } from '../../shared/session/session-context';
import { AreaFooter } from './area-footer';
import { AreaHeader } from './area-header';
import type { Area } from './area-sections';
import { Footer } from './footer';
import { Header } from './header';
import * as styles from './root-layout.css';
import { useAppLanguageChoice } from './use-app-language-choice';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * Where a page's scroll position is remembered. Every page loaded afresh (typed, linked from outside,
 * reloaded) has the key 'default': keyed by that alone, a new page would open at the position the
 * last fresh page was left at. Those are keyed by address instead; pages reached in the app keep
 * their own entry.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname + location.search : location.key;
}

/** The signed-in area a path is in, whose frame replaces the site's header and footer; none on the public site. */
function useArea(pathname: string): Area | null {
  const { isAdmin, isTechnician } = useSession();
  const access = accessFor(pathname);
  if (access === 'public') return null;
  if (access === 'admin' || isAdmin) return 'admin';
  return access === 'technician' || isTechnician ? 'technician' : 'portal';
}

/**
 * Every page: skip link, header, the toast area (in the flow under the header on phones), the page,
 * footer, cookie banner. The portal and the admin area have their own header and footer (their frame).
 */
export function RootLayout() {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Only when the address changes: the toggle switches the language just before it moves to the twin.
  useEffect(() => {
    followAddressLanguage(i18n, pathname).catch((error: unknown) => console.error('Language switch failed', error));
  }, [i18n, pathname]);
  const { company } = useLoaderData() as RootData;
  const area = useArea(pathname);
  const languageChoice = useAppLanguageChoice();
  // Served with islands, the suggestion and the banner come in the markup, hidden: the browser
  // shows them to the visitors they are for with none of their code (app/islands/islands.ts).
  const servedWithIslands = useServedWithIslands();
  const pageLanguage = languageOfPath(pathname);
  return (
    <LanguageChoiceContext value={languageChoice}>
      <CompanyContext value={company}>
        <div className={styles.shell}>
          <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
            {t('skipToContent')}
          </a>
          {navigation.state === 'loading' && <div className={styles.navigationProgress} aria-hidden="true" />}
          {area ? (
            <AreaHeader area={area} />
          ) : (
            <Island name="header">
              <Header />
            </Island>
          )}
          {!area && (
            <Island name="languageSuggestion" hidden>
              <LanguageSuggestion offered={servedWithIslands && pageLanguage ? otherLanguage(pageLanguage) : undefined} />
            </Island>
          )}
          {/* Not an island: no public page raises a toast (its islands show their outcomes in place). */}
          <Toaster />
          <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
            <Outlet />
          </main>
          {area ? <AreaFooter /> : <Footer />}
          <Island name="cookieBanner" hidden>
            <CookieBanner policyHref={localizeHref(paths.legal.cookies.getHref(), normalizeLanguage(i18n.language))} shown={servedWithIslands} />
          </Island>
          <ScrollRestoration getKey={scrollKey} />
        </div>
      </CompanyContext>
    </LanguageChoiceContext>
  );
}
