import type { AdminEquipmentFragment, AdminMaintenanceTaskFragment, CreateMaintenanceTaskInput } from '@mmt/graphql';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useEquipmentCategoryLabel, useTaskTitle } from '../../../../shared/boats/maintenance';
import { formatIsoDate, todayIso } from '../../../../shared/format/format';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { DayInput, dayValue, useDayFormatHint } from '../../../../shared/ui/day-input';
import { Field } from '../../../../shared/ui/field';
import * as fieldStyles from '../../../../shared/ui/text-field.css';
import { useFormErrors } from '../../lib/form-errors';
import { FormActions } from '../common/form-actions';
import * as formStyles from '../common/form.css';
import { intervalDraft, IntervalFields, intervalInput, intervalLimits, numberOrNull } from './maintenance-interval-fields';

export type MaintenanceTaskFields = Omit<CreateMaintenanceTaskInput, 'boatId'>;

const limits = { title: { max: 120 }, ...intervalLimits };

/** A task of the plan: what, of which equipment, every so many months and/or running hours, and when it was last done. */
export function MaintenanceTaskForm({
  task,
  equipment,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  task?: AdminMaintenanceTaskFragment;
  equipment: AdminEquipmentFragment[];
  submitLabel: string;
  onSubmit: (fields: MaintenanceTaskFields) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const categoryLabel = useEquipmentCategoryLabel();
  const dayFormatHint = useDayFormatHint();
  const taskTitle = useTaskTitle();
  const { errors, formError, save } = useFormErrors(limits);
  // A default task's title in the admin's language: given back unchanged, the server keeps both.
  const [title, setTitle] = useState(task ? taskTitle(task) : '');
  const [equipmentId, setEquipmentId] = useState(task?.equipment?.id ?? '');
  const [interval, changeInterval] = useState(intervalDraft(task));
  const [lastDoneOn, setLastDoneOn] = useState(formatIsoDate(task?.lastDoneOn ?? todayIso()));
  const [lastDoneHours, setLastDoneHours] = useState(task?.lastDoneHours != null ? String(task.lastDoneHours) : '');
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    await save(() =>
      onSubmit({
        title,
        // The equipment is chosen when the task is planned; an edit keeps it.
        ...(task ? {} : { equipmentId: equipmentId || null }),
        ...intervalInput(interval),
        lastDoneOn: dayValue(lastDoneOn) ?? null,
        lastDoneHours: numberOrNull(lastDoneHours),
      }),
    );
    setSaving(false);
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={submitLabel}>
      {formError && <ErrorAlert>{formError}</ErrorAlert>}
      <Field label={t('maintenance.fields.title')} error={errors.title}>
        {(props) => <input {...props} className={fieldStyles.input} value={title} onChange={(event) => setTitle(event.target.value)} />}
      </Field>
      <div className={formStyles.grid}>
        {!task && (
          <Field label={t('maintenance.fields.equipment')} error={errors.equipmentId}>
            {(props) => (
              <select {...props} className={fieldStyles.input} value={equipmentId} onChange={(event) => setEquipmentId(event.target.value)}>
                <option value="">{t('maintenance.fields.wholeBoat')}</option>
                {equipment
                  .filter((piece) => !piece.retiredAt)
                  .map((piece) => (
                    <option key={piece.id} value={piece.id}>
                      {categoryLabel(piece.category)}: {piece.brand} {piece.model}
                    </option>
                  ))}
              </select>
            )}
          </Field>
        )}
        <IntervalFields value={interval} onChange={changeInterval} errors={errors} />
        <Field label={t('maintenance.fields.lastDoneOn')} hint={dayFormatHint} error={errors.lastDoneOn}>
          {(props) => <DayInput {...props} max={todayIso()} value={lastDoneOn} onChange={setLastDoneOn} />}
        </Field>
        <Field label={t('maintenance.fields.lastDoneHours')} optional={t('form.optional')} error={errors.lastDoneHours}>
          {(props) => (
            <input
              {...props}
              className={fieldStyles.input}
              inputMode="decimal"
              value={lastDoneHours}
              onChange={(event) => setLastDoneHours(event.target.value)}
            />
          )}
        </Field>
      </div>
      <FormActions saving={saving} submitLabel={submitLabel} onCancel={onCancel} size="sm" />
    </form>
  );
}
