import { useTranslation } from 'react-i18next';
import { useReachable } from '../../../shared/network/use-reachable';
import { button } from '../../../shared/ui/button-class';
import * as linkStyles from '../../../shared/ui/link-row.css';
import * as styles from '../pages/documentation-page.css';

/**
 * The shared folder's viewer (spec §2: 300 px tall on mobile, 500 px on desktop), embedded only
 * once its site answers; when it does not, the same box says so and offers the folder in a new
 * tab, instead of the browser's grey error page.
 */
export function DocumentationViewer({ folder }: { folder: string }) {
  const { t } = useTranslation('docs');
  const reachability = useReachable(folder);
  return (
    <>
      <div className={styles.viewer} aria-busy={reachability === 'checking'}>
        {reachability === 'reachable' && (
          <iframe
            className={styles.frame}
            src={folder}
            title={t('viewerTitle')}
            loading="lazy"
            referrerPolicy="no-referrer"
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-downloads"
          />
        )}
        {reachability === 'checking' && (
          <p className={styles.placeholder} role="status">
            {t('checking')}
          </p>
        )}
        {reachability === 'unreachable' && (
          <div className={styles.placeholder} role="status" data-testid="docs-fallback">
            <p className={styles.fallbackTitle}>{t('unavailable.title')}</p>
            <p>{t('unavailable.text')}</p>
            <a href={folder} target="_blank" rel="noopener noreferrer" className={button({ variant: 'primary' })}>
              {t('openInNewTab')}
            </a>
          </div>
        )}
      </div>
      {reachability === 'reachable' && (
        <a href={folder} target="_blank" rel="noopener noreferrer" className={linkStyles.link}>
          {t('openInNewTab')}
        </a>
      )}
    </>
  );
}
