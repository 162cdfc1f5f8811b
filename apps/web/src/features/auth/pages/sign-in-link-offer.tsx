import { RequestSignInLinkMutationText } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGraphQLRequestError } from '../../../shared/graphql/graphql-error';
import { request } from '../../../shared/graphql/request';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { InlineSpinner } from '../../../shared/ui/spinner';
import * as styles from './login-page.css';

/** How long a sign-in link works, as the API sets it (SIGN_IN_LINK_MINUTES), for the messages. */
export const SIGN_IN_LINK_MINUTES = 30;

type Status = 'idle' | 'sending' | 'sent' | 'tooMany' | 'failed';

/** A browser's own check of an e-mail's shape; the server validates it too. */
const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/**
 * Asks for a one-time sign-in link by e-mail for `email` (the field of the surrounding form). The
 * answer is the same whether the account exists, so the message after sending says "if".
 * `mode`: a quiet link (always on the login page), a full button with why (the throttle refused the
 * password), or a full button for a new link (a link that no longer works).
 * `onEmailNeeded`: the e-mail is missing or malformed; the form shows `message` under its field.
 */
export function SignInLinkOffer({
  email,
  mode,
  onEmailNeeded,
}: {
  email: string;
  mode: 'quiet' | 'throttled' | 'renew';
  onEmailNeeded: (message: string) => void;
}) {
  const { t } = useTranslation('auth');
  const [status, setStatus] = useState<Status>('idle');
  const [sentTo, setSentTo] = useState('');

  async function send() {
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      onEmailNeeded(t('signInLink.emailNeeded'));
      return;
    }
    setStatus('sending');
    try {
      await request(RequestSignInLinkMutationText, { input: { email: address } }, { accessToken: null });
      setSentTo(address);
      setStatus('sent');
    } catch (error) {
      if (isGraphQLRequestError(error) && error.hasCode('TOO_MANY_REQUESTS')) return setStatus('tooMany');
      if (isGraphQLRequestError(error) && error.hasCode('BAD_USER_INPUT')) {
        setStatus('idle');
        return onEmailNeeded(t('signInLink.emailNeeded'));
      }
      console.error('Requesting a sign-in link failed', error);
      setStatus('failed');
    }
  }

  const sending = status === 'sending';
  return (
    <div className={styles.linkOffer}>
      {status === 'sent' ? null : mode !== 'quiet' ? (
        <>
          {mode === 'throttled' && <p>{t('signInLink.throttledHint')}</p>}
          <Button variant={mode === 'renew' ? 'primary' : 'secondary'} fullWidth onClick={() => void send()} disabled={sending}>
            {sending && <InlineSpinner />}
            {sending ? t('signInLink.sending') : mode === 'renew' ? t('signInLink.renew') : t('signInLink.request')}
          </Button>
        </>
      ) : (
        <p>
          {t('signInLink.prompt')}{' '}
          <button type="button" className={styles.linkButton} onClick={() => void send()} disabled={sending}>
            {sending ? t('signInLink.sending') : t('signInLink.quiet')}
          </button>
        </p>
      )}
      {status === 'sent' && (
        <p role="status" className={styles.notice}>
          {t('signInLink.sent', { email: sentTo, minutes: SIGN_IN_LINK_MINUTES })}
        </p>
      )}
      {status === 'tooMany' && <ErrorAlert>{t('signInLink.tooMany')}</ErrorAlert>}
      {status === 'failed' && <ErrorAlert>{t('signInLink.failed')}</ErrorAlert>}
    </div>
  );
}
