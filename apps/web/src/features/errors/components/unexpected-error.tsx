import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { Button } from '../../../shared/ui/button';
import { button } from '../../../shared/ui/button.css';
import * as styles from './unexpected-error.css';
import { claimChunkReload } from './chunk-reload';
import { errorDetails } from './error-details';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The generic screen (spec §2 Error screen): status, message and stack when present. */
export function UnexpectedError({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  const details = errorDetails(error);
  useDocumentTitle(t('unexpected.title'));

  useEffect(() => {
    if (claimChunkReload(error, sessionStore())) {
      window.location.reload(); // a newer build was deployed: fetch it
      return;
    }
    console.error('Unexpected application error', error);
  }, [error]);

  return (
    <section className={styles.errorPage} role="alert" aria-labelledby="unexpected-error-title">
      <h1 id="unexpected-error-title" className={styles.errorTitle}>
        {t('unexpected.title')}
      </h1>
      {details.status !== undefined && <p className={styles.status}>{t('unexpected.status', { status: details.status })}</p>}
      <p className={styles.message}>{details.message}</p>
      {details.stack && (
        <details>
          <summary>{t('unexpected.stack')}</summary>
          <pre className={styles.stack}>{details.stack}</pre>
        </details>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('unexpected.reload')}
        </Button>
        {/* A full page load: the app may be in a broken state. */}
        <a href={paths.home.getHref()} className={button({ variant: 'primary' })}>
          {t('unexpected.home')}
        </a>
      </div>
    </section>
  );
}
