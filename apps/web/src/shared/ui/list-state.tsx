import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './alert';
import { Button } from './button';
import * as styles from './list-state.css';
import { Spinner } from './spinner';

export function LoadingState({ label }: { label: string }) {
  return (
    <div className={styles.stateBox}>
      <Spinner label={label} />
    </div>
  );
}

/** A load failure: what failed, and a retry. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.stateBox}>
      <ErrorAlert>
        {message} {t('states.loadError')}
      </ErrorAlert>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      )}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
