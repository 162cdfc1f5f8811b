import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { InlineSpinner } from '../../../../shared/ui/spinner';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import * as formStyles from '../common/form.css';
import { actions } from '../common/actions.css';

interface ActionFormProps {
  /** The heading's id (the card is labelled by it). */
  id: string;
  title: string;
  /** What the action does, above its fields. */
  note?: string;
  formError: string | null;
  loading: boolean;
  submitLabel: string;
  /** The submit button in red: the action cannot be undone. */
  danger?: boolean;
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}

/** One action's form in a card of its own (record a payment, rectify, cancel): its title, what it does, the form's error, its fields, then submit and cancel. */
export function ActionForm({ id, title, note, formError, loading, submitLabel, danger, onSubmit, onCancel, children }: ActionFormProps) {
  const { t } = useTranslation('admin');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSubmit();
  }
  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby={id}>
      <h2 id={id} className={cardTitle({ space: 'sm' })}>
        {title}
      </h2>
      <form className={formStyles.form} onSubmit={submit} noValidate aria-busy={loading}>
        {note && <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{note}</p>}
        {formError && <ErrorAlert>{formError}</ErrorAlert>}
        {children}
        <div className={actions}>
          <Button type="submit" variant={danger ? 'danger' : undefined} disabled={loading}>
            {loading && <InlineSpinner />}
            {submitLabel}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
