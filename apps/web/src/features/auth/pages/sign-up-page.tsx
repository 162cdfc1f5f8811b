import { SignUpMutationText } from '@mmt/graphql';
import { normalizeLanguage } from '@mmt/i18n';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fieldErrorsOf } from '../../../shared/graphql/field-errors';
import { errorCodesOf } from '../../../shared/graphql/graphql-error';
import { request } from '../../../shared/graphql/request';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Link } from '../../../shared/i18n/localized-link';
import { paths } from '../../../shared/paths';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { InlineSpinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { AuthCard } from './auth-card';
import * as styles from './login-page.css';

/** As the API enforces them (for the messages' {{min}}/{{max}}). */
const limits = { name: { max: 200 }, email: { max: 254 }, password: { min: 10, max: 200 } };

/** The way back the sign-up carries: a path of the customers' area only (the API checks it too). */
export function customerRedirect(value: string | null): string | undefined {
  return value && /^\/app(\/[^\s\\]*)?$/.test(value) && !value.startsWith('//') ? value : undefined;
}

type Field = 'name' | 'email' | 'password';

/**
 * /sign-up?redirect=…: a visitor creates their customer account on their way (joining a
 * membership from /vip). Nothing exists until they open the link e-mailed to them, which brings
 * them back to where they were going, signed in.
 */
export function SignUpPage() {
  const { t, i18n } = useTranslation('auth');
  useDocumentTitle(t('signUp.title'));
  const [searchParams] = useSearchParams();
  const redirect = customerRedirect(searchParams.get('redirect'));
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState('sending');
    setErrors({});
    try {
      const input = { name: values.name.trim(), email: values.email.trim(), password: values.password, language: normalizeLanguage(i18n.language), redirect };
      await request(SignUpMutationText, { input }, { accessToken: null });
      setState('sent');
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, (key, options) => String(i18n.t(key as never, options as never)), { namespace: 'auth', limits }) ?? {};
      const known = { name: fieldErrors.name, email: fieldErrors.email, password: fieldErrors.password };
      if (!Object.values(known).some(Boolean)) console.error('Signing up failed', error);
      setErrors(
        Object.values(known).some(Boolean) ? known : { form: t(errorCodesOf(error).includes('TOO_MANY_REQUESTS') ? 'signUp.tooMany' : 'signUp.failed') },
      );
      setState('editing');
    }
  }

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((now) => ({ ...now, [name]: event.target.value })),
  });
  return (
    <AuthCard id="sign-up-title" title={t('signUp.title')}>
      {state === 'sent' ? (
        <p role="status" className={styles.notice} data-testid="sign-up-sent">
          {t('signUp.sent', { email: values.email.trim() })}
        </p>
      ) : (
        <>
          <p className={styles.subtitle}>{t(redirect?.startsWith(paths.app.membership.path) ? 'signUp.subtitleJoining' : 'signUp.subtitle')}</p>
          <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={state === 'sending'}>
            {errors.form && <ErrorAlert>{errors.form}</ErrorAlert>}
            <TextField label={t('signUp.name')} autoComplete="name" required {...field('name')} />
            <TextField label={t('signUp.email')} type="email" autoComplete="username" inputMode="email" required {...field('email')} />
            <TextField
              label={t('signUp.password')}
              type="password"
              autoComplete="new-password"
              required
              minLength={limits.password.min}
              {...field('password')}
            />
            <p className={styles.subtitle}>{t('setPassword.rule', { min: limits.password.min })}</p>
            <Button type="submit" fullWidth disabled={state === 'sending'}>
              {state === 'sending' && <InlineSpinner />}
              {t('signUp.submit')}
            </Button>
          </form>
        </>
      )}
      <p className={styles.subtitle}>
        {t('signUp.haveAccount')}{' '}
        <Link to={redirect ? `${paths.auth.login.getHref()}?${new URLSearchParams({ redirect })}` : paths.auth.login.getHref()}>{t('signUp.toLogin')}</Link>
      </p>
    </AuthCard>
  );
}

export { SignUpPage as Component };
