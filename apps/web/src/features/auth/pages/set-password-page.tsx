import { PasswordLinkQueryText, RequestPasswordLinkMutationText, SetPasswordMutationText, type PasswordLinkState } from '@mmt/graphql';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../../shared/i18n/localized-link';
import { fieldErrorsOf } from '../../../shared/graphql/field-errors';
import { request } from '../../../shared/graphql/request';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { InlineSpinner, Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { AuthCard } from './auth-card';
import * as styles from './login-page.css';

/** As the API enforces it (for the message's {{min}}/{{max}}). */
const limits = { password: { min: 10, max: 128 } };

/**
 * /set-password?token=…: a customer chooses their password from the one-time link of their
 * invitation, then signs in. A link that expired, was used or was replaced says so and offers to
 * e-mail a new one.
 */
export function SetPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  useDocumentTitle(t('setPassword.title'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [link, setLink] = useState<{ state: PasswordLinkState; email: string | null } | 'error' | null>(null);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string; form?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  const [renewal, setRenewal] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  useEffect(() => {
    if (!token) {
      setLink({ state: 'INVALID', email: null });
      return;
    }
    const controller = new AbortController();
    request(PasswordLinkQueryText, { token }, { signal: controller.signal, accessToken: null })
      .then((data) => setLink(data.passwordLink))
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.error('Password link check failed', error);
        setLink('error');
      });
    return () => controller.abort();
  }, [token]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirmation) {
      setErrors({ confirmation: t('setPassword.mismatch') });
      return;
    }
    setSubmitting(true);
    setErrors({});
    try {
      const { setPassword: result } = await request(SetPasswordMutationText, { input: { token, password } }, { accessToken: null });
      navigate(`${paths.auth.login.getHref()}?${new URLSearchParams({ email: result.email, passwordSet: '1' })}`, { replace: true });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, (key, options) => String(i18n.t(key as never, options as never)), { namespace: 'auth', limits }) ?? {};
      if (fieldErrors.token) {
        // Used or replaced meanwhile (another tab): show why, as on arrival.
        const state = (error as { errors?: { extensions?: { fieldErrors?: { code: string }[] } }[] }).errors?.[0]?.extensions?.fieldErrors?.[0]?.code;
        setLink({
          state: state === 'linkExpired' ? 'EXPIRED' : state === 'linkSuperseded' ? 'SUPERSEDED' : state === 'linkUsed' ? 'USED' : 'INVALID',
          email: null,
        });
      } else if (fieldErrors.password) {
        setErrors({ password: fieldErrors.password });
      } else {
        console.error('Setting the password failed', error);
        setErrors({ form: t('setPassword.failed') });
      }
      setSubmitting(false);
    }
  }

  async function onRenew() {
    setRenewal('sending');
    try {
      await request(RequestPasswordLinkMutationText, { input: { token } }, { accessToken: null });
      setRenewal('sent');
    } catch (error) {
      console.error('Requesting a new link failed', error);
      setRenewal('failed');
    }
  }

  const broken = link && link !== 'error' && link.state !== 'VALID' ? link.state : null;
  return (
    <AuthCard id="set-password-title" title={t('setPassword.title')}>
      {link === null && <Spinner label={t('setPassword.checking')} />}
      {link === 'error' && <ErrorAlert>{t('setPassword.checkFailed')}</ErrorAlert>}
      {link && link !== 'error' && link.state === 'VALID' && (
        <>
          <p className={styles.subtitle}>{t('setPassword.subtitle', { email: link.email })}</p>
          <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={submitting}>
            {errors.form && <ErrorAlert>{errors.form}</ErrorAlert>}
            <input type="email" name="email" autoComplete="username" value={link.email ?? ''} readOnly hidden />
            <TextField
              label={t('setPassword.password')}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={limits.password.min}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={errors.password}
            />
            <p className={styles.subtitle}>{t('setPassword.rule', { min: limits.password.min })}</p>
            <TextField
              label={t('setPassword.confirmation')}
              name="confirmation"
              type="password"
              autoComplete="new-password"
              required
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              error={errors.confirmation}
            />
            <Button type="submit" fullWidth disabled={submitting}>
              {submitting && <InlineSpinner />}
              {submitting ? t('setPassword.saving') : t('setPassword.submit')}
            </Button>
          </form>
        </>
      )}
      {broken && (
        <div className={styles.form}>
          <ErrorAlert>{t(`setPassword.states.${broken}`)}</ErrorAlert>
          {broken !== 'INVALID' && renewal !== 'sent' && (
            <Button onClick={() => void onRenew()} disabled={renewal === 'sending'} fullWidth>
              {renewal === 'sending' && <InlineSpinner />}
              {t('setPassword.renew')}
            </Button>
          )}
          {renewal === 'sent' && <p role="status">{t('setPassword.renewed')}</p>}
          {renewal === 'failed' && <ErrorAlert>{t('setPassword.renewFailed')}</ErrorAlert>}
          <Link to={paths.auth.login.getHref()}>{t('setPassword.toLogin')}</Link>
        </div>
      )}
    </AuthCard>
  );
}

export { SetPasswordPage as Component };
