import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import { useUnlistedScreenMeta } from '../../../shared/seo/use-page-meta';
import { Island } from '../../../shared/islands/island';
import { button } from '../../../shared/ui/button-class';
import * as styles from './unexpected-error.css';
import { claimChunkReload } from './chunk-reload';
import { errorDetails } from './error-details';
import { ReloadButton } from './reload-button';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The generic screen (spec §2 Error screen): status, message and stack when present. Its words
 * come from the site texts; when even those could not be fetched (the server is unreachable),
 * the spec's English title and the two actions still read as words, not keys.
 */
export function UnexpectedError({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  const details = errorDetails(error);
  const title = t('unexpected.title', { defaultValue: 'Unexpected Application Error!' });
  useUnlistedScreenMeta(title);

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
        {title}
      </h1>
      {details.status !== undefined && <p className={styles.status}>{t('unexpected.status', { status: details.status })}</p>}
      <p className={styles.message}>{details.message}</p>
      {details.stack && (
        <details>
          <summary>{t('unexpected.stack', { defaultValue: 'Stack trace' })}</summary>
          <pre className={styles.stack}>{details.stack}</pre>
        </details>
      )}
      <div className={styles.actions}>
        <Island name="reloadButton">
          <ReloadButton />
        </Island>
        {/* A full page load: the app may be in a broken state. */}
        <a href={paths.home.getHref()} className={button({ variant: 'primary' })}>
          {t('unexpected.home', { defaultValue: 'Return to Home' })}
        </a>
      </div>
    </section>
  );
}
