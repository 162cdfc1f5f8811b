import type { ReactNode } from 'react';
import { Link } from '../i18n/localized-link';
import * as styles from './back-link.css';

/** "← Back to …" above a page title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.backLink}>
      <span aria-hidden="true">←</span>
      {children}
    </Link>
  );
}
