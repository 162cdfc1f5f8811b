import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isGraphQLRequestError } from '../../../shared/graphql/graphql-error';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Link } from '../../../shared/i18n/localized-link';
import { paths } from '../../../shared/paths';
import { isAdminRole, isTechnicianRole, useSession } from '../../../shared/session/session-context';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Spinner } from '../../../shared/ui/spinner';
import { postLoginTarget } from '../guards/redirect-target';
import { AuthCard } from './auth-card';
import * as styles from './login-page.css';
import { customerRedirect } from './sign-up-page';

/** Why the link did not create the account: it expired, was used or replaced, the address has an account already, or the check failed. */
type Outcome = 'linkExpired' | 'linkInvalid' | 'linkUsed' | 'checkFailed';

/**
 * /sign-up/confirm?token=…&redirect=…: the sign-up's e-mailed link. Uses it at once (the account
 * is created and the visitor signed in) and takes them where they were going (joining a membership).
 */
export function ConfirmSignUpPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('signUp.confirmTitle'));
  const navigate = useNavigate();
  const { status, signInWithLink } = useSession();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const redirect = customerRedirect(searchParams.get('redirect'));
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : 'linkInvalid');
  // A link works once: never send it twice (React's development double effects included).
  const used = useRef(false);

  useEffect(() => {
    if (!token || status === 'loading' || used.current) return;
    used.current = true;
    signInWithLink(token, 'signUp')
      .then((user) =>
        navigate(postLoginTarget(redirect ? { from: { pathname: redirect } } : null, isAdminRole(user.role), isTechnicianRole(user.role)), { replace: true }),
      )
      .catch((error: unknown) => {
        const code = isGraphQLRequestError(error) ? error.extensions.fieldErrors?.find((fieldError) => fieldError.field === 'token')?.code : undefined;
        if (!code) console.error('Confirming the sign-up failed', error);
        setOutcome(code === 'linkExpired' || code === 'linkUsed' || code === 'linkInvalid' ? code : code ? 'linkInvalid' : 'checkFailed');
      });
  }, [token, status, signInWithLink, navigate, redirect]);

  return (
    <AuthCard id="confirm-sign-up-title" title={t('signUp.confirmTitle')}>
      {outcome === null ? (
        <Spinner label={t('signUp.confirming')} />
      ) : (
        <div className={styles.form}>
          <ErrorAlert>{t(`signUp.states.${outcome}`)}</ErrorAlert>
          <Link to={outcome === 'linkUsed' ? paths.auth.login.getHref() : paths.auth.signUp.getHref(redirect)}>
            {t(outcome === 'linkUsed' ? 'signUp.toLogin' : 'signUp.again')}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}

export { ConfirmSignUpPage as Component };
