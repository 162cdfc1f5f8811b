import { useMutation, useQuery } from '@apollo/client/react';
import { AdminTechniciansDocument, MoveVisitDocument, ScheduleVisitDocument, type ScheduledVisitFragment, type VisitSavedFragment } from '@mmt/graphql';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate, todayIso } from '../../../../shared/format/format';
import { ErrorAlert, WarningAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { DayInput, dayValue, useDayFormatHint } from '../../../../shared/ui/day-input';
import { Field } from '../../../../shared/ui/field';
import * as fieldStyles from '../../../../shared/ui/text-field.css';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { useFormErrors } from '../../lib/form-errors';
import { FormActions } from '../common/form-actions';
import * as formStyles from '../common/form.css';
import { palmaTime, visitWindow } from '../../../../shared/format/visit-time';

const limits = { estimatedMinutes: { min: 15, max: 720 } };

interface Values {
  technicianIds: string[];
  day: string;
  startTime: string;
  endTime: string;
  estimatedMinutes: string;
}

const valuesOf = (visit?: ScheduledVisitFragment): Values => ({
  technicianIds: visit?.technicians.map((technician) => technician.id) ?? [],
  day: formatIsoDate(visit ? todayIso(new Date(visit.startsAt)) : todayIso()),
  startTime: visit ? palmaTime(visit.startsAt) : '09:00',
  endTime: visit ? palmaTime(visit.endsAt) : '12:00',
  estimatedMinutes: String(visit?.estimatedMinutes ?? 120),
});

/**
 * A visit's technicians, day, window (Palma) and estimated duration: a new one for a job, or an
 * existing one moved in one edit. When the window overlaps other visits of its technicians the
 * server saves nothing and names them: the form shows them and lets the admin save anyway.
 */
export function VisitForm({ jobId, visit, onSaved, onCancel }: { jobId?: string; visit?: ScheduledVisitFragment; onSaved: () => void; onCancel?: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const { toast } = useToast();
  const dayHint = useDayFormatHint();
  const { errors, formError, save, refuse } = useFormErrors(limits);
  const [values, setValues] = useState<Values>(() => valuesOf(visit));
  const [conflicts, setConflicts] = useState<VisitSavedFragment['conflicts']>([]);
  const [saving, setSaving] = useState(false);
  const technicians = useQuery(AdminTechniciansDocument, { variables: { active: true } }).data?.technicians.edges.map((edge) => edge.node) ?? [];
  const refetchQueries = ['AdminVisits', 'AdminJob', 'TodayOverview'];
  const [scheduleVisit] = useMutation(ScheduleVisitDocument, { refetchQueries });
  const [moveVisit] = useMutation(MoveVisitDocument, { refetchQueries });
  const set = (field: Exclude<keyof Values, 'technicianIds'>) => (value: string) => setValues((previous) => ({ ...previous, [field]: value }));
  const toggle = (id: string) =>
    setValues((previous) => ({
      ...previous,
      technicianIds: previous.technicianIds.includes(id) ? previous.technicianIds.filter((each) => each !== id) : [...previous.technicianIds, id],
    }));

  async function submit(confirmOverlaps: boolean) {
    if (refuse(values.technicianIds.length ? {} : { technicianIds: t('schedule.form.chooseTechnician') })) return;
    setSaving(true);
    await save(async () => {
      const fields = {
        technicianIds: values.technicianIds,
        date: dayValue(values.day) ?? '',
        startTime: values.startTime.trim(),
        endTime: values.endTime.trim(),
        estimatedMinutes: Number(values.estimatedMinutes) || 0,
        confirmOverlaps,
      };
      const saved = visit
        ? (await moveVisit({ variables: { input: { ...fields, visitId: visit.id } } })).data!.moveVisit
        : (await scheduleVisit({ variables: { input: { ...fields, jobId: jobId! } } })).data!.scheduleVisit;
      setConflicts(saved.conflicts);
      if (!saved.visit) return;
      toast({ title: t(visit ? 'schedule.form.moved' : 'schedule.form.saved'), description: visitWindow(saved.visit, i18n.language) });
      onSaved();
    });
    setSaving(false);
  }

  const time = (field: 'startTime' | 'endTime', label: string) => (
    <Field label={label} error={errors[field]}>
      {(control) => (
        <input
          {...control}
          name={field}
          className={fieldStyles.input}
          inputMode="numeric"
          placeholder="09:00"
          maxLength={5}
          value={values[field]}
          onChange={(event) => set(field)(event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form
      className={formStyles.form}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void submit(false);
      }}
      noValidate
      aria-busy={saving}
      aria-label={t(visit ? 'schedule.form.move' : 'schedule.form.title')}
      data-testid="visit-form"
    >
      {formError && <ErrorAlert>{errors.jobId ?? errors.visitId ?? formError}</ErrorAlert>}
      <fieldset className={formStyles.fieldset} aria-describedby={errors.technicianIds ? 'visit-technicians-error' : undefined}>
        <legend className={formStyles.legend}>{t('schedule.form.technicians')}</legend>
        {technicians.length === 0 && <p>{t('schedule.form.noTechnicians')}</p>}
        <div className={formStyles.grid}>
          {technicians.map((technician) => (
            <label key={technician.id} className={formStyles.choice}>
              <input type="checkbox" checked={values.technicianIds.includes(technician.id)} onChange={() => toggle(technician.id)} /> {technician.name}
            </label>
          ))}
        </div>
        {errors.technicianIds && (
          <p id="visit-technicians-error" className={fieldStyles.error}>
            {errors.technicianIds}
          </p>
        )}
      </fieldset>
      <div className={formStyles.grid}>
        <Field label={t('schedule.form.date')} hint={dayHint} error={errors.date}>
          {(control) => <DayInput {...control} name="date" value={values.day} onChange={set('day')} />}
        </Field>
        {time('startTime', t('schedule.form.start'))}
        {time('endTime', t('schedule.form.end'))}
        <Field label={t('schedule.form.estimated')} error={errors.estimatedMinutes}>
          {(control) => (
            <input
              {...control}
              name="estimatedMinutes"
              className={fieldStyles.input}
              inputMode="numeric"
              value={values.estimatedMinutes}
              onChange={(event) => set('estimatedMinutes')(event.target.value)}
            />
          )}
        </Field>
      </div>
      {conflicts.length > 0 && (
        <WarningAlert>
          <p>{t('schedule.form.overlapTitle')}</p>
          <ul data-testid="visit-conflicts">
            {conflicts.map((conflict) => (
              <li key={`${conflict.technician.id}-${conflict.visit.id}`}>
                {t('schedule.form.overlapItem', {
                  technician: conflict.technician.name,
                  job: conflict.visit.jobTitle,
                  boat: conflict.visit.boat.name,
                  window: visitWindow(conflict.visit, i18n.language),
                })}
              </li>
            ))}
          </ul>
          <Button size="sm" disabled={saving} onClick={() => void submit(true)}>
            {t('schedule.form.confirm')}
          </Button>
        </WarningAlert>
      )}
      <FormActions saving={saving} submitLabel={t(visit ? 'schedule.form.move' : 'schedule.form.submit')} onCancel={onCancel} size="sm" />
    </form>
  );
}
