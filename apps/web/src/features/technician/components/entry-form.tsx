import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../shared/ui/button';
import { InlineSpinner } from '../../../shared/ui/spinner';
import * as styles from './visit-work.css';

/** A form of the visit whose submission is kept on the phone first: busy while it is, one full-width button. */
export function EntryForm({ submitLabel, children, onSubmit }: { submitLabel: string; children: ReactNode; onSubmit: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit();
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {children}
      <Button type="submit" fullWidth disabled={busy}>
        {busy && <InlineSpinner />}
        {submitLabel}
      </Button>
    </form>
  );
}
