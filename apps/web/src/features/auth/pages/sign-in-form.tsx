import { LoginMutationText } from '@mmt/graphql';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCompany } from '../../../shared/company/company';
import { request } from '../../../shared/graphql/request';
import { mirrorStoredLanguage } from '../../../shared/i18n/language-cookie';
import { paths } from '../../../shared/paths';
import { isAdminRole, isTechnicianRole, useSession } from '../../../shared/session/session-context';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { InlineSpinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { leaveToast } from '../../../shared/ui/toast/left-toast';
import { postLoginTarget, redirectState } from '../guards/redirect-target';
import { describeLoginError, type LoginErrorView } from '../login-error';
import { DemoAccountsHint } from './demo-accounts-hint';
import * as styles from './login-page.css';
import { SignInLinkOffer } from './sign-in-link-offer';

/** Where this user goes from the sign-in page: where they were going (the address's `?redirect=`, a guard's state), else their home. */
const targetFor = (isAdmin: boolean, isTechnician: boolean) =>
  postLoginTarget(redirectState(window.location.search, window.history.state), isAdmin, isTechnician);

const FORM_ID = 'sign-in-form';

/**
 * What is typed in a field of the served form, which may be more than the form's state while its
 * island has not hydrated (a slow phone): hydrating would otherwise empty it. On the server nothing;
 * where the application renders the form, the state itself.
 */
function typedInField(name: 'email' | 'password'): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLInputElement>(`#${FORM_ID} input[name="${name}"]`)?.value ?? '';
}

/**
 * The sign-in page's form (spec §2 Login), an island of the served page (issue 17): the login
 * mutation in one small request, then a full page load of where the user was going, where the
 * application starts and restores the session from the refresh cookie the API set; its "signed
 * in" toast is left for that page. Below it the offer of a sign-in link by e-mail and the demo
 * accounts (`demoAccounts`: whether they exist, as the page's loader found). A signed-in visitor
 * is sent on once their session is restored.
 */
export function SignInForm({ demoAccounts }: { demoAccounts: boolean }) {
  const company = useCompany();
  const { t } = useTranslation('auth');
  const { status, isAdmin, isTechnician } = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState(() => typedInField('email'));
  const [password, setPassword] = useState(() => typedInField('password'));
  const [passwordSet, setPasswordSet] = useState(false);
  /** On the way to joining a membership: a visitor without an account may create one (known once the form runs in the browser). */
  const [joining, setJoining] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<LoginErrorView | null>(null);

  useEffect(() => {
    // Keys pressed while the island hydrated, after its first render read the fields (hydration
    // yields to the browser between pieces of work), are in the fields only: the state takes them
    // before anything renders it back into them (React runs this before any other render).
    setEmail(typedInField('email'));
    setPassword(typedInField('password'));
    // A choice stored before its cookie existed: the cookie, for the next page the server renders.
    // Not this page again in it: a switch now would empty what the visitor has begun to type.
    mirrorStoredLanguage();
    // Arriving from the set-password page: the account is filled in, and the form says why. (The
    // server renders one page for every address: what the address adds shows once it runs here.)
    const params = new URLSearchParams(window.location.search);
    const given = params.get('email');
    if (given) setEmail((typed) => typed || given);
    setPasswordSet(params.get('passwordSet') === '1');
    const target = targetFor(false, false);
    setJoining(target.startsWith(paths.app.membership.path) ? target : null);
  }, []);

  useEffect(() => {
    if (status === 'authenticated') navigate(targetFor(isAdmin, isTechnician), { replace: true });
  }, [status, isAdmin, isTechnician, navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      const { login } = await request(LoginMutationText, { input: { email: email.trim(), password } }, { accessToken: null });
      leaveToast({ title: t('login.success.title'), description: t('login.success.description', { brand: company.brandName }) });
      // The button stays busy while the next page loads.
      window.location.assign(targetFor(isAdminRole(login.user.role), isTechnicianRole(login.user.role)));
    } catch (cause) {
      console.error('Login failed', cause);
      setError(describeLoginError(cause, t as never));
      setSubmitting(false);
    }
  }

  return (
    <>
      {/* POST: sent before its script runs, the password goes in no address (the server sends the page again). */}
      <form id={FORM_ID} method="post" className={styles.form} onSubmit={onSubmit} aria-busy={submitting}>
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

      {joining && (
        <p className={styles.subtitle} data-testid="sign-up-offer">
          {t('signUp.offer')} <a href={paths.auth.signUp.getHref(joining)}>{t('signUp.offerLink')}</a>
        </p>
      )}

      <DemoAccountsHint available={demoAccounts} />
    </>
  );
}
