import { useId, type ReactNode } from 'react';
import * as styles from './text-field.css';

/** What a field gives its control: the id its label points at, and the error and hint to read with it. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: string;
  /** Said after the label ('opcional'). */
  optional?: string;
  /** What to type, under the control. */
  hint?: string;
  /** A message under the control; marks it invalid and describes it. */
  error?: string;
  children: (props: ControlProps) => ReactNode;
}

/** A labelled control (input, select, textarea) with its hint and error under it, read with the field. */
export function Field({ label, optional, hint, error, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}>{optional}</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
