import type { AdminVisitEntryFragment } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, formatNumber } from '../../../../shared/format/format';
import { Button } from '../../../../shared/ui/button';
import { EntryCorrectionForm } from './entry-correction-form';
import { entryValuesText } from './entry-values';
import * as styles from './work-record.css';

/** One line recorded aboard, with its price, the office's corrections of it, and (before invoicing) the button to correct it. */
export function EntryLine({ entry, correctable }: { entry: AdminVisitEntryFragment; correctable: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const [editing, setEditing] = useState(false);
  const summary =
    entry.kind === 'NOTE'
      ? entry.text
      : entry.kind === 'PART'
        ? `${formatNumber(entry.quantity ?? 0, i18n.language, 2)} × ${entry.text}`
        : entryValuesText(entry.kind, entry, t, i18n.language);
  const meta =
    entry.kind === 'PART'
      ? t('workRecord.partPrice', {
          price: formatMoney(entry.unitPriceCents ?? 0, i18n.language),
          vat: entry.vatRate ?? 0,
          total: formatMoney(Math.round((entry.unitPriceCents ?? 0) * (entry.quantity ?? 0)), i18n.language),
        })
      : formatDateTime(entry.createdAt);
  return (
    <li className={styles.line} data-testid="work-record-line">
      <span className={styles.lineMain}>{summary}</span>
      <span className={styles.lineMeta}>{meta}</span>
      <span className={styles.lineEnd}>
        {correctable && !editing && (
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={t('workRecord.correctLine', { line: summary })}>
            {t('workRecord.correct')}
          </Button>
        )}
      </span>
      {entry.corrections && entry.corrections.length > 0 && (
        <ul className={`${styles.lineWide} ${styles.corrections}`} aria-label={t('workRecord.correctionsOf', { line: summary })}>
          {entry.corrections.map((correction) => (
            <li key={correction.id}>
              {t('workRecord.corrected', {
                name: correction.correctedBy,
                date: formatDateTime(correction.correctedAt),
                before: entryValuesText(entry.kind, correction.before, t, i18n.language),
                after: entryValuesText(entry.kind, correction.after, t, i18n.language),
              })}
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <div className={styles.lineWide}>
          <EntryCorrectionForm entry={entry} onDone={() => setEditing(false)} />
        </div>
      )}
    </li>
  );
}
