import type { InputHTMLAttributes } from 'react';
import { Field } from './field';
import * as styles from './text-field.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** What to type, under the field. */
  hint?: string;
  /** A message under the field; marks the input invalid and describes it. */
  error?: string;
}

/** A labelled input; the label is clickable, and the hint and the error are read with the field. */
export function TextField({ label, hint, error, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <input className={styles.input} {...control} {...inputProps} />}
    </Field>
  );
}
