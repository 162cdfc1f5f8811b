import { DemoAccountsAvailableQueryText } from '@mmt/graphql';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../shared/graphql/request';
import * as styles from './login-page.css';

const demoAccounts = ['admin', 'customer', 'customerEn', 'technician'] as const;

/**
 * The demo accounts' e-mails and passwords, shown only where the server says they exist (the local
 * demo): a production site without them never advertises published passwords. `available`: what
 * the server said when it rendered the page (it may have kept the page a while: asked again here).
 */
export function DemoAccountsHint({ available: rendered = false }: { available?: boolean }) {
  const { t } = useTranslation('auth');
  const [available, setAvailable] = useState(rendered);

  useEffect(() => {
    const controller = new AbortController();
    request(DemoAccountsAvailableQueryText, {}, { signal: controller.signal, accessToken: null })
      .then((data) => setAvailable(data.demoAccountsAvailable))
      // No answer: no hint; the form works the same.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (!available) return null;
  return (
    <aside className={styles.hint} aria-labelledby="login-demo-title">
      <p id="login-demo-title" className={styles.hintTitle}>
        {t('login.demo.title')}
      </p>
      <dl className={styles.hintList}>
        {demoAccounts.map((account) => (
          <div key={account} className={styles.hintRow}>
            <dt className={styles.hintRole}>{t(`login.demo.${account}.label`)}</dt>
            <dd className={styles.hintAccount}>
              {t(`login.demo.${account}.email`)} / {t(`login.demo.${account}.password`)}
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
