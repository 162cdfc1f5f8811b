import { SetUpFirstAdminMutationText, SetupLinkQueryText, type Language, type SetupLinkState } from '@mmt/graphql';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { fieldErrorsOf } from '../../../shared/graphql/field-errors';
import { request } from '../../../shared/graphql/request';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Link } from '../../../shared/i18n/localized-link';
import { paths } from '../../../shared/paths';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { InlineSpinner, Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { AuthCard } from './auth-card';
import * as styles from './login-page.css';

/** As the API enforces them (for the messages' {{min}}/{{max}}). */
const limits = { name: { min: 2, max: 120 }, email: { max: 254 }, password: { min: 10, max: 128 } };

type Fields = 'name' | 'email' | 'password' | 'confirmation';

/**
 * /setup/<secret>: the one-time link the server prints at start while the site has no admin. Its
 * holder chooses the first admin's name, e-mail and password (the account's language is the page's),
 * then signs in. A link that expired, was used, or came after an admin exists says so.
 */
export function SetupPage() {
  const { t, i18n } = useTranslation('auth');
  useDocumentTitle(t('setup.title'));
  const navigate = useNavigate();
  const token = useParams().token ?? '';
  const [state, setState] = useState<SetupLinkState | 'error' | null>(null);
  const [values, setValues] = useState<Record<Fields, string>>({ name: '', email: '', password: '', confirmation: '' });
  const [errors, setErrors] = useState<Partial<Record<Fields | 'form', string>>>({});
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    request(SetupLinkQueryText, { token }, { signal: controller.signal, accessToken: null })
      .then((data) => setState(data.setupLink.state))
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.error('Setup link check failed', error);
        setState('error');
      });
    return () => controller.abort();
  }, [token]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (values.password !== values.confirmation) {
      setErrors({ confirmation: t('setup.mismatch') });
      return;
    }
    setSubmitting(true);
    setErrors({});
    const { confirmation: _confirmation, ...admin } = values;
    try {
      const { setUpFirstAdmin } = await request(
        SetUpFirstAdminMutationText,
        { input: { ...admin, token, language: (i18n.language.startsWith('en') ? 'en' : 'es') as Language } },
        { accessToken: null },
      );
      navigate(`${paths.auth.login.getHref()}?${new URLSearchParams({ email: setUpFirstAdmin.email, passwordSet: '1' })}`, { replace: true });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, (key, options) => String(i18n.t(key as never, options as never)), { namespace: 'auth', limits }) ?? {};
      if (fieldErrors.token) {
        // Used, expired or an admin made meanwhile: show why, as on arrival.
        const code = (error as { errors?: { extensions?: { fieldErrors?: { code: string }[] } }[] }).errors?.[0]?.extensions?.fieldErrors?.[0]?.code;
        setState(code === 'setupDone' ? 'ADMIN_EXISTS' : code === 'linkExpired' ? 'EXPIRED' : code === 'linkUsed' ? 'USED' : 'INVALID');
      } else if (Object.keys(fieldErrors).length) {
        setErrors(fieldErrors);
      } else {
        console.error('Setting up the first admin failed', error);
        setErrors({ form: t('setup.failed') });
      }
      setSubmitting(false);
    }
  }

  const field = (name: Fields, type: string, autoComplete: string) => (
    <TextField
      label={t(`setup.${name}`)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      required
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={errors[name]}
    />
  );

  return (
    <AuthCard id="setup-title" title={t('setup.title')}>
      {state === null && <Spinner label={t('setup.checking')} />}
      {state === 'error' && <ErrorAlert>{t('setup.checkFailed')}</ErrorAlert>}
      {state === 'VALID' && (
        <>
          <p className={styles.subtitle}>{t('setup.intro')}</p>
          <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={submitting}>
            {errors.form && <ErrorAlert>{errors.form}</ErrorAlert>}
            {field('name', 'text', 'name')}
            {field('email', 'email', 'username')}
            {field('password', 'password', 'new-password')}
            <p className={styles.subtitle}>{t('setup.rule', { min: limits.password.min })}</p>
            {field('confirmation', 'password', 'new-password')}
            <Button type="submit" fullWidth disabled={submitting}>
              {submitting && <InlineSpinner />}
              {submitting ? t('setup.saving') : t('setup.submit')}
            </Button>
          </form>
        </>
      )}
      {state && state !== 'error' && state !== 'VALID' && (
        <div className={styles.form}>
          <ErrorAlert>{t(`setup.states.${state}`)}</ErrorAlert>
          <Link to={paths.auth.login.getHref()}>{t('setup.toLogin')}</Link>
        </div>
      )}
    </AuthCard>
  );
}

export { SetupPage as Component };
