import { useTranslation } from 'react-i18next';
import { useCompany } from '../../../shared/company/company';
import { Island } from '../../../shared/islands/island';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { AuthCard } from './auth-card';
import * as styles from './login-page.css';
import { SignInForm } from './sign-in-form';

/**
 * /admin/login (spec §2 Login). Served by the server in the visitor's stored language, its form an
 * island (issue 17); the application shows it too when it navigates here itself.
 */
export function LoginPage() {
  const company = useCompany();
  const { t } = useTranslation('auth');
  usePageMeta({ title: t('login.title'), description: t('login.metaDescription', { brand: company.brandName }) });

  return (
    <AuthCard id="login-title" title={t('login.title')}>
      <p className={styles.subtitle}>{t('login.subtitle')}</p>
      <Island name="signIn">
        <SignInForm />
      </Island>
    </AuthCard>
  );
}

export { LoginPage as Component };
