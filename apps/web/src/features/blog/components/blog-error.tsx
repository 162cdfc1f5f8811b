import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAsyncError, useRevalidator } from 'react-router-dom';
import { Button } from '../../../shared/ui/button';
import * as styles from './blog-error.css';

/**
 * The failed load's message and 'Try again', which runs the page's loader again: in the
 * application, the request; on the served page (an island), the page's load. Logged as well as
 * shown (spec §8: errors are logged to the console).
 */
export function BlogError() {
  const { t } = useTranslation('blog');
  const revalidator = useRevalidator();
  const error = useAsyncError();
  useEffect(() => console.error('Error loading blog posts', ...(error === undefined ? [] : [error])), [error]);
  const retrying = revalidator.state === 'loading';
  return (
    <div className={styles.errorBox}>
      <p role="alert" className={styles.error}>
        {t('error')}
      </p>
      <Button variant="secondary" onClick={() => void revalidator.revalidate()} disabled={retrying} aria-busy={retrying}>
        {retrying ? t('retrying') : t('retry')}
      </Button>
    </div>
  );
}
