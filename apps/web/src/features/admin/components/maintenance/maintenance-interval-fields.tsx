import { useTranslation } from 'react-i18next';
import { Field } from '../../../../shared/ui/field';
import * as fieldStyles from '../../../../shared/ui/text-field.css';

/** How often, as typed: months, running hours, or both. */
export interface IntervalDraft {
  months: string;
  hours: string;
}

/** The server's limits, for its messages' {{min}} and {{max}}. */
export const intervalLimits = { intervalMonths: { min: 1, max: 240 }, intervalHours: { min: 1, max: 100000 } };

/** A number as typed, or null when blank (the server's field error names anything else). */
export const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/** The draft of an interval already planned (blank for a new one). */
export const intervalDraft = (interval?: { intervalMonths?: number | null; intervalHours?: number | null }): IntervalDraft => ({
  months: interval?.intervalMonths != null ? String(interval.intervalMonths) : '',
  hours: interval?.intervalHours != null ? String(interval.intervalHours) : '',
});

/** The interval to send. */
export const intervalInput = (draft: IntervalDraft) => ({ intervalMonths: numberOrNull(draft.months), intervalHours: numberOrNull(draft.hours) });

/** 'Every (months)' and 'Every (running hours)', each with the server's error under it: two fields of a form's grid. */
export function IntervalFields({
  value,
  onChange,
  errors,
}: {
  value: IntervalDraft;
  onChange: (draft: IntervalDraft) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Field label={t('maintenance.fields.intervalMonths')} hint={t('maintenance.fields.intervalHint')} error={errors.intervalMonths}>
        {(props) => (
          <input
            {...props}
            className={fieldStyles.input}
            inputMode="numeric"
            value={value.months}
            onChange={(event) => onChange({ ...value, months: event.target.value })}
          />
        )}
      </Field>
      <Field label={t('maintenance.fields.intervalHours')} optional={t('form.optional')} error={errors.intervalHours}>
        {(props) => (
          <input
            {...props}
            className={fieldStyles.input}
            inputMode="numeric"
            value={value.hours}
            onChange={(event) => onChange({ ...value, hours: event.target.value })}
          />
        )}
      </Field>
    </>
  );
}
