import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isGraphQLRequestError } from '../../../shared/graphql/graphql-error';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { isAdminRole, isTechnicianRole, useSession } from '../../../shared/session/session-context';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { postLoginTarget } from '../guards/redirect-target';
import { describeLoginError } from '../login-error';
import { AuthCard } from './auth-card';
import * as styles from './login-page.css';
import { SIGN_IN_LINK_MINUTES, SignInLinkOffer } from './sign-in-link-offer';

type BrokenLink = 'EXPIRED' | 'USED' | 'SUPERSEDED' | 'INVALID';
/** The API's field error codes for a link that does not work. */
const brokenStates: Record<string, BrokenLink> = { linkExpired: 'EXPIRED', linkUsed: 'USED', linkSuperseded: 'SUPERSEDED', linkInvalid: 'INVALID' };

/** Why the link did not sign the visitor in: a broken link, a message (deactivated account), or a failed check. */
type Outcome = { broken: BrokenLink } | { message: string } | 'checkFailed';

function outcomeOf(error: unknown, t: Parameters<typeof describeLoginError>[1]): Outcome {
  if (isGraphQLRequestError(error)) {
    const code = error.extensions.fieldErrors?.find((fieldError) => fieldError.field === 'token')?.code;
    if (code) return { broken: brokenStates[code] ?? 'INVALID' };
    if (error.extensions.reason === 'ACCOUNT_DISABLED') return { message: describeLoginError(error, t).message };
  }
  console.error('Signing in with a link failed', error);
  return 'checkFailed';
}

/**
 * /sign-in-link?token=…: the link of a sign-in e-mail. Uses it at once and takes the visitor to
 * their area; a link that expired, was used or was replaced says so and offers a new one.
 */
export function SignInLinkPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('signInLink.title'));
  const navigate = useNavigate();
  const { status, signInWithLink } = useSession();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { broken: 'INVALID' });
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  // A link works once: never send it twice (React's development double effects included).
  const used = useRef(false);

  useEffect(() => {
    // After the session's own start (its refresh could otherwise end the session this link starts).
    if (!token || status === 'loading' || used.current) return;
    used.current = true;
    signInWithLink(token)
      .then((user) => navigate(postLoginTarget(null, isAdminRole(user.role), isTechnicianRole(user.role)), { replace: true }))
      .catch((error: unknown) => setOutcome(outcomeOf(error, t as never)));
  }, [token, status, signInWithLink, navigate, t]);

  return (
    <AuthCard id="sign-in-link-title" title={t('signInLink.title')}>
      {outcome === null && <Spinner label={t('signInLink.signingIn')} />}
      {outcome === 'checkFailed' && <ErrorAlert>{t('signInLink.checkFailed')}</ErrorAlert>}
      {outcome !== null && outcome !== 'checkFailed' && (
        <div className={styles.form}>
          <ErrorAlert>{'broken' in outcome ? t(`signInLink.states.${outcome.broken}`, { minutes: SIGN_IN_LINK_MINUTES }) : outcome.message}</ErrorAlert>
          {'broken' in outcome && (
            <>
              <p className={styles.subtitle}>{t('signInLink.newLink')}</p>
              <TextField
                label={t('signInLink.email')}
                name="email"
                type="email"
                autoComplete="username"
                inputMode="email"
                required
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setEmailError(undefined);
                }}
                error={emailError}
              />
              <SignInLinkOffer email={email} mode="renew" onEmailNeeded={setEmailError} />
            </>
          )}
        </div>
      )}
      {outcome !== null && (
        <p className={styles.linkOffer}>
          <Link to={paths.auth.login.getHref()}>{t('signInLink.toLogin')}</Link>
        </p>
      )}
    </AuthCard>
  );
}

export { SignInLinkPage as Component };
