import type { ReactNode } from 'react';
import * as styles from './alert.css';

/** An error message in a red box, announced at once (role="alert"). */
export function ErrorAlert({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <div role="alert" id={id} className={styles.danger}>
      {children}
    </div>
  );
}

/** A warning in an amber box, announced politely (role="status"): it asks for a decision, not a fix. */
export function WarningAlert({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={styles.warning}>
      {children}
    </div>
  );
}
