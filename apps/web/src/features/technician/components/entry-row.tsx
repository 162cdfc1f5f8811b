import type { NoteAudience } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/format/format';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Field } from '../../../shared/ui/field';
import * as fieldStyles from '../../../shared/ui/text-field.css';
import { TextField } from '../../../shared/ui/text-field';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { AudienceChoice } from './audience-choice';
import * as styles from './field-app.css';
import { useDescribeEntry, type Entry } from './recorded-entries';
import type { VisitActions } from '../lib/use-visit-actions';
import { failureKey, numberOf } from './visit-texts';
import * as cards from './visit-work.css';

/** One recorded entry: read, corrected in place (only its kind's fields) or removed after a second tap. */
export function EntryRow({ entry, editable, actions }: { entry: Entry; editable: boolean; actions: VisitActions }) {
  const { t } = useTranslation('portal');
  const describe = useDescribeEntry();
  const [mode, setMode] = useState<'view' | 'edit' | 'remove'>('view');
  const [error, setError] = useState<unknown>();
  const { toast } = useToast();
  async function remove() {
    try {
      await actions.removeEntry(entry.id, describe(entry));
      toast({ title: t('technician.work.entryRemoved') });
    } catch (cause) {
      setError(cause);
    }
  }
  return (
    <li className={styles.entry} data-testid="recorded-entry">
      {mode === 'edit' ? (
        <EntryEditor entry={entry} actions={actions} onDone={() => setMode('view')} />
      ) : (
        <div className={styles.entryLine}>
          <span className={styles.entryText}>
            {describe(entry)}
            {entry.kind === 'NOTE' && (
              <span className={styles.tag}> · {t(entry.audience === 'CUSTOMER' ? 'technician.work.customerTag' : 'technician.work.officeTag')}</span>
            )}
            {entry.onPhone && <span className={cards.pending}> · {t('technician.work.onPhone')}</span>}
          </span>
          {editable && mode === 'view' && (
            <span className={styles.buttonRow}>
              <Button variant="ghost" onClick={() => setMode('edit')} aria-label={`${t('technician.work.edit')}: ${describe(entry)}`}>
                {t('technician.work.edit')}
              </Button>
              <Button variant="ghost" onClick={() => setMode('remove')} aria-label={`${t('technician.work.remove')}: ${describe(entry)}`}>
                {t('technician.work.remove')}
              </Button>
            </span>
          )}
        </div>
      )}
      {mode === 'remove' && (
        <div className={styles.buttonRow}>
          <Button variant="danger" onClick={() => void remove()}>
            {t('technician.work.confirmRemove')}
          </Button>
          <Button variant="secondary" onClick={() => setMode('view')}>
            {t('technician.work.cancel')}
          </Button>
        </div>
      )}
      {error !== undefined && <ErrorAlert>{t(failureKey(error))}</ErrorAlert>}
    </li>
  );
}

/** The correction form of an entry: a note's text and reader, hours, a part's quantity (a free line's text too). */
function EntryEditor({ entry, actions, onDone }: { entry: Entry; actions: VisitActions; onDone: () => void }) {
  const { t, i18n } = useTranslation('portal');
  const { toast } = useToast();
  const [text, setText] = useState(entry.text);
  const [audience, setAudience] = useState<NoteAudience>(entry.audience);
  const [amount, setAmount] = useState(formatNumber(entry.kind === 'HOURS' ? (entry.minutes ?? 0) / 60 : (entry.quantity ?? 1), i18n.language, 2));
  const [invalid, setInvalid] = useState<string>();
  const [textInvalid, setTextInvalid] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const freeLine = entry.kind === 'PART' && !entry.fromPriceList;

  async function save() {
    const value = numberOf(amount);
    setInvalid(undefined);
    setTextInvalid(undefined);
    if (entry.kind === 'NOTE' && !text.trim()) return setInvalid(t('technician.work.noteRequired'));
    if (entry.kind === 'HOURS' && (value === null || value > 24)) return setInvalid(t('technician.work.hoursInvalid'));
    if (entry.kind === 'PART' && value === null) return setInvalid(t('technician.work.quantityInvalid'));
    if (freeLine && !text.trim()) return setTextInvalid(t('technician.work.partTextRequired'));
    setBusy(true);
    try {
      await actions.editEntry(
        {
          id: entry.id,
          ...(entry.kind === 'NOTE' && { text: text.trim(), audience }),
          ...(entry.kind === 'HOURS' && { minutes: Math.round(value! * 60) }),
          ...(entry.kind === 'PART' && { quantity: value!, ...(freeLine && { text: text.trim() }) }),
        },
        t('technician.work.editEntry'),
      );
      toast({ title: t('technician.work.entryChanged') });
      onDone();
    } catch (cause) {
      setFailure(cause);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={cards.form}
      aria-label={t('technician.work.editEntry')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      noValidate
    >
      {entry.kind === 'NOTE' && (
        <>
          <Field label={t('technician.work.note')} error={invalid}>
            {(props) => (
              <textarea
                {...props}
                className={`${fieldStyles.input} ${cards.textarea}`}
                value={text}
                maxLength={4000}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </Field>
          <AudienceChoice name={`audience-${entry.id}`} value={audience} onChange={setAudience} />
        </>
      )}
      {freeLine && (
        <TextField label={t('technician.work.partText')} error={textInvalid} value={text} maxLength={300} onChange={(event) => setText(event.target.value)} />
      )}
      {entry.kind !== 'NOTE' && (
        <TextField
          label={entry.kind === 'HOURS' ? t('technician.work.hoursLabel') : `${t('technician.work.quantity')} · ${entry.text}`}
          error={invalid}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      )}
      {failure !== undefined && <ErrorAlert>{t(failureKey(failure))}</ErrorAlert>}
      <div className={styles.buttonRow}>
        <Button type="submit" disabled={busy}>
          {t('technician.work.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('technician.work.cancel')}
        </Button>
      </div>
    </form>
  );
}
