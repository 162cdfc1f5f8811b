import type { ReactNode } from 'react';
import * as styles from './fact-list.css';

/** A record's facts, each a label and its value. */
export function FactList({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

export function Fact({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value} data-testid={testId}>
        {children}
      </dd>
    </>
  );
}
