import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { useCompany } from '../../../shared/company/company';
import { Island } from '../../../shared/islands/island';
import { publicData } from '../../../shared/public-data/public-data';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { AuthCard } from './auth-card';
import * as styles from './login-page.css';
import { SignInForm } from './sign-in-form';

/**
 * /admin/login (spec §2 Login). Served by the server in the visitor's stored language (the cookie
 * the language toggle sets; Spanish when none), and at /en/admin/login in English, its form an
 * island (issue 17); the application shows it too when it navigates here itself.
 */
export function LoginPage() {
  const { demoAccounts } = useLoaderData<typeof loader>();
  const company = useCompany();
  const { t } = useTranslation('auth');
  usePageMeta({ title: t('login.title'), description: t('login.metaDescription', { brand: company.brandName }) });

  return (
    <AuthCard id="login-title" title={t('login.title')}>
      <p className={styles.subtitle}>{t('login.subtitle')}</p>
      <Island name="signIn">
        <SignInForm demoAccounts={demoAccounts} />
      </Island>
    </AuthCard>
  );
}

/** Whether the demo accounts exist here, so that the served page lists them (no answer: no list; the form works the same). */
export async function loader({ request }: LoaderFunctionArgs): Promise<{ demoAccounts: boolean }> {
  return {
    demoAccounts: await publicData()
      .demoAccountsAvailable(request.signal)
      .catch(() => false),
  };
}

export { LoginPage as Component };
