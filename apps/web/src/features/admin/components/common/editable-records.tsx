import { useState, type ReactNode } from 'react';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import { Button } from '../../../../shared/ui/button';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { titleRow } from '../../../../shared/ui/title-row.css';
import * as records from './record-list.css';

interface EditableRecordsProps<T extends { id: string }> {
  /** The heading's id: the section is named by it. */
  id: string;
  testId: string;
  title: string;
  addLabel: string;
  /** The add button's fuller name, when several such cards share a page. */
  addName?: string;
  /** Said when there are none (and no new one is being written). */
  empty: string;
  items: readonly T[];
  /** The form of a new record (`record` undefined) or of one in its row's place; `close` once saved or left. */
  renderForm: (record: T | undefined, close: () => void) => ReactNode;
  /** A record's row: its `<li>`, with its key; `edit` puts the record's form in its place. */
  renderRow: (record: T, edit: () => void) => ReactNode;
  /** Under the heading, before the new record's form (a boat's running hours). */
  children?: ReactNode;
}

/** A card of records edited in place: its heading with the add button, the new record's form, and each record's row, or its form while it is edited. */
export function EditableRecords<T extends { id: string }>({
  id,
  testId,
  title,
  addLabel,
  addName,
  empty,
  items,
  renderForm,
  renderRow,
  children,
}: EditableRecordsProps<T>) {
  const [form, setForm] = useState<'new' | T | null>(null);
  const close = () => setForm(null);
  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby={id} data-testid={testId}>
      <div className={titleRow}>
        <h2 id={id} className={cardTitle({ space: 'sm' })}>
          {title}
        </h2>
        {form === null && (
          <Button size="sm" variant="secondary" onClick={() => setForm('new')} aria-label={addName}>
            {addLabel}
          </Button>
        )}
      </div>
      {children}
      {form === 'new' && renderForm(undefined, close)}
      {items.length === 0 && form === null && <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{empty}</p>}
      <ul className={records.list}>
        {items.map((record) =>
          form !== null && form !== 'new' && form.id === record.id ? (
            <li key={record.id}>{renderForm(record, close)}</li>
          ) : (
            renderRow(record, () => setForm(record))
          ),
        )}
      </ul>
    </section>
  );
}
