import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';
import * as styles from './page.css';

/** The content column every page sits in. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className={styles.container}>{children}</div>;
}

export function PageTitle({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h1 id={id} className={styles.title}>
      {children}
    </h1>
  );
}

/** The line under a page's title. */
export function PageSubtitle({ children }: { children: ReactNode }) {
  return <p className={styles.subtitle}>{children}</p>;
}

/**
 * A page that is not built yet: only its translated title (also the
 * document title). Later work replaces each with the real page.
 */
export function PlaceholderPage({ title, before, children }: { title: string; before?: ReactNode; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <PageContainer>
      {before}
      <PageTitle>{title}</PageTitle>
      {children && <div className={styles.lead}>{children}</div>}
    </PageContainer>
  );
}
