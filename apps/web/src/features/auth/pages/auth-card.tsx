import type { ReactNode } from 'react';
import * as styles from './login-page.css';

/** The centred card of the sign-in pages (login, set password, sign-in link), headed by its title. */
export function AuthCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className={styles.wrapper}>
      <section className={styles.card} aria-labelledby={id}>
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
