import type { NoteAudience } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../shared/ui/field';
import * as fieldStyles from '../../../shared/ui/text-field.css';
import { AudienceChoice } from './audience-choice';
import { EntryForm } from './entry-form';
import type { VisitActions } from '../lib/use-visit-actions';
import * as styles from './visit-work.css';

/** A note, for the customer's report or for the office only (the office's unless said). */
export function NoteForm({ actions }: { actions: VisitActions }) {
  const { t } = useTranslation('portal');
  const [text, setText] = useState('');
  const [audience, setAudience] = useState<NoteAudience>('OFFICE');
  const [error, setError] = useState<string>();
  return (
    <EntryForm
      submitLabel={t('technician.work.saveNote')}
      onSubmit={async () => {
        if (!text.trim()) return setError(t('technician.work.noteRequired'));
        await actions.addEntry({ kind: 'NOTE', text: text.trim(), audience }, t('technician.work.note'));
        setText('');
        setError(undefined);
      }}
    >
      <Field label={t('technician.work.note')} error={error}>
        {(props) => (
          <textarea
            {...props}
            className={`${fieldStyles.input} ${styles.textarea}`}
            value={text}
            maxLength={4000}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <AudienceChoice name="new-note-audience" value={audience} onChange={setAudience} />
    </EntryForm>
  );
}
