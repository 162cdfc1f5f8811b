import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { useSession } from '../../../shared/session/session-context';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { InlineSpinner, Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { postLoginTarget } from '../guards/redirect-target';
import { describeLoginError, type LoginErrorView } from '../login-error';
import { DemoAccountsHint } from './demo-accounts-hint';
import { AuthCard } from './auth-card';
import * as styles from './login-page.css';
import { SignInLinkOffer } from './sign-in-link-offer';
import { useCompany } from '../../../shared/company/company';

/** /admin/login (spec §2 Login). Signed-in visitors are sent on at once. */
export function LoginPage() {
  const company = useCompany();
  const { t } = useTranslation('auth');
  const { status, isAdmin, isTechnician, login } = useSession();
  const { toast } = useToast();
  const location = useLocation();
  // Arriving from the set-password page: the account is filled in, and the form says why.
  const [searchParams] = useSearchParams();
  const passwordSet = searchParams.get('passwordSet') === '1';
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<LoginErrorView | null>(null);
  usePageMeta({ title: t('login.title'), description: t('login.metaDescription', { brand: company.brandName }) });

  if (status === 'loading') return <Spinner fullPage />;
  if (status === 'authenticated') return <Navigate to={postLoginTarget(location.state, isAdmin, isTechnician)} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      await login({ email: email.trim(), password });
      toast({
        title: t('login.success.title'),
        description: t('login.success.description', { brand: company.brandName }),
      });
      // The session is now authenticated: this page re-renders into a redirect.
    } catch (cause) {
      console.error('Login failed', cause);
      setError(describeLoginError(cause, t as never));
      setSubmitting(false);
    }
  }

  return (
    <AuthCard id="login-title" title={t('login.title')}>
      <p className={styles.subtitle}>{t('login.subtitle')}</p>

      <form className={styles.form} onSubmit={onSubmit} aria-busy={submitting}>
        {error && <ErrorAlert>{error.message}</ErrorAlert>}
        {passwordSet && !error && (
          <p role="status" className={styles.notice}>
            {t('passwordSet')}
          </p>
        )}
        <TextField
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error?.fieldErrors.email}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error?.fieldErrors.password}
        />
        <Button type="submit" fullWidth disabled={submitting}>
          {submitting && <InlineSpinner />}
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>

      <SignInLinkOffer
        email={email}
        mode={error?.throttled ? 'throttled' : 'quiet'}
        onEmailNeeded={(message) => setError({ message, fieldErrors: { email: message }, throttled: error?.throttled })}
      />

      <DemoAccountsHint />
    </AuthCard>
  );
}

export { LoginPage as Component };
