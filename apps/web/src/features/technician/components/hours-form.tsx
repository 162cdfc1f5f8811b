import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/format/format';
import { TextField } from '../../../shared/ui/text-field';
import { EntryForm } from './entry-form';
import type { VisitActions } from '../lib/use-visit-actions';
import { numberOf, proposedHours } from './visit-texts';

/**
 * Hours worked, proposed from the timer (the time since the start less what is recorded), editable.
 * Keyed by the minutes recorded, it proposes again once an entry is kept.
 */
export function HoursForm({ startedAt, recordedMinutes, actions }: { startedAt: string; recordedMinutes: number; actions: VisitActions }) {
  const { t, i18n } = useTranslation('portal');
  const [hours, setHours] = useState(() => formatNumber(proposedHours(startedAt, recordedMinutes, Date.now()), i18n.language, 2));
  const [error, setError] = useState<string>();
  return (
    <EntryForm
      submitLabel={t('technician.work.addHours')}
      onSubmit={async () => {
        const value = numberOf(hours);
        if (value === null || value > 24) return setError(t('technician.work.hoursInvalid'));
        await actions.addEntry(
          { kind: 'HOURS', minutes: Math.round(value * 60) },
          t('technician.work.hoursValue', { hours: formatNumber(value, i18n.language, 2) }),
        );
        setError(undefined);
      }}
    >
      <TextField
        label={t('technician.work.hoursLabel')}
        hint={t('technician.work.hoursProposed')}
        error={error}
        inputMode="decimal"
        value={hours}
        onChange={(event) => setHours(event.target.value)}
      />
    </EntryForm>
  );
}
