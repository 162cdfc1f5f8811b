import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseButton } from '../../../../shared/ui/close-button';
import * as styles from './dialog.css';

/**
 * A modal dialog (the browser's own <dialog>: focus kept inside, Escape closes, the page inert
 * behind), open while it is rendered. `onClose` runs however it is closed.
 */
export function Dialog({
  title,
  closeLabel,
  onClose,
  children,
  testId,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        // Escape: the parent unmounts it, rather than the browser closing it behind React's back.
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <CloseButton aria-label={closeLabel} onClick={onClose} />
      </div>
      {children}
    </dialog>
  );
}
