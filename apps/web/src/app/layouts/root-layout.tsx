import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLoaderData, useNavigation } from 'react-router-dom';
import { CookieBanner } from '../../features/cookie-consent';
import { CompanyContext } from '../../shared/company/company';
import { Toaster } from '../../shared/ui/toast/toaster';
import type { RootData } from '../root-loader';
import { Footer } from './footer';
import { Header } from './header';
import * as styles from './root-layout.css';

export const MAIN_CONTENT_ID = 'main-content';

/** Every page: skip link, header, the toast area (in the flow under the header on phones), the page, footer, cookie banner. */
export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { company } = useLoaderData() as RootData;
  return (
    <CompanyContext value={company}>
      <div className={styles.shell}>
        <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
          {t('skipToContent')}
        </a>
        {navigation.state === 'loading' && <div className={styles.navigationProgress} aria-hidden="true" />}
        <Header />
        <Toaster />
        <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
        <CookieBanner />
        <ScrollRestoration />
      </div>
    </CompanyContext>
  );
}
