import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from './toast-context';
import { TOAST_DURATION_MS, titleRuns, type Toast } from './toast-state';
import * as styles from './toaster.css';

/**
 * The toast area: on desktop at the top right, below the header; on phones a
 * compact bar in the page's flow right under the sticky header, showing the
 * newest toast only, so it pushes the page down instead of covering its
 * heading. Each toast is a live region (role="status"; destructive ones
 * interrupt), stays 4 s, can be dismissed, and its timer pauses while it is
 * hovered or focused so it can be read.
 */
export function Toaster() {
  const { t } = useTranslation();
  const { toasts, dismiss } = useToast();
  return (
    <section aria-label={t('toast.region')} className={styles.region}>
      <ol className={styles.list}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={() => dismiss(toast.id)} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const [remaining, setRemaining] = useState(TOAST_DURATION_MS);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(onDismiss, remaining);
    return () => {
      window.clearTimeout(timer);
      setRemaining((left) => Math.max(0, left - (Date.now() - started)));
    };
    // `remaining` is read when (re)starting only; onDismiss is stable per toast id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paused]);

  // The list item stays a list item; the live region is the toast inside it.
  return (
    <li className={styles.item}>
      <div
        role="status"
        aria-live={toast.variant === 'destructive' ? 'assertive' : 'polite'}
        aria-atomic="true"
        data-variant={toast.variant}
        className={styles.toast[toast.variant]}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <div className={styles.body}>
          <p className={styles.title}>
            {titleRuns(toast.title).map((run, index) =>
              run.keepTogether ? (
                <span key={index} className={styles.keepTogether}>
                  {run.text}
                </span>
              ) : (
                run.text
              ),
            )}
          </p>
          {toast.description && <p className={styles.description}>{toast.description}</p>}
        </div>
        <button type="button" className={styles.close} aria-label={t('toast.dismiss')} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </li>
  );
}
