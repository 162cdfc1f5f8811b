import { useTranslation } from 'react-i18next';
import * as styles from './spinner.css';

interface SpinnerProps {
  /** Visible text under the circle; defaults to the translated "Loading...". */
  label?: string;
  /** Fill the page area (route loading) instead of sitting inline. */
  fullPage?: boolean;
}

/** A loading indicator announced to screen readers (role="status"). */
export function Spinner({ label, fullPage = false }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={[styles.wrapper, fullPage && styles.page].filter(Boolean).join(' ')}>
      <span className={styles.circle} aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}

/** A small circle for inside buttons; the button's own text says what happens. */
export function InlineSpinner() {
  return <span className={[styles.circle, styles.small].join(' ')} aria-hidden="true" />;
}
