import type { AdminMaintenanceTaskTemplateFragment, CreateMaintenanceTaskTemplateInput } from '@mmt/graphql';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Field } from '../../../../shared/ui/field';
import * as fieldStyles from '../../../../shared/ui/text-field.css';
import { useFormErrors } from '../../lib/form-errors';
import { FormActions } from '../common/form-actions';
import * as formStyles from '../common/form.css';
import { intervalDraft, IntervalFields, intervalInput, intervalLimits } from './maintenance-interval-fields';

export type MaintenanceTemplateFields = Omit<CreateMaintenanceTaskTemplateInput, 'category'>;

const limits = { titleEs: { max: 120 }, titleEn: { max: 120 }, ...intervalLimits };

/** A default task of a category: its title in Spanish and in English, every so many months and/or running hours. */
export function MaintenanceTemplateForm({
  template,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  template?: AdminMaintenanceTaskTemplateFragment;
  submitLabel: string;
  onSubmit: (fields: MaintenanceTemplateFields) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const { errors, formError, save } = useFormErrors(limits);
  const [titleEs, setTitleEs] = useState(template?.titleEs ?? '');
  const [titleEn, setTitleEn] = useState(template?.titleEn ?? '');
  const [interval, changeInterval] = useState(intervalDraft(template));
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    await save(() => onSubmit({ titleEs, titleEn, ...intervalInput(interval) }));
    setSaving(false);
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={submitLabel}>
      {formError && <ErrorAlert>{formError}</ErrorAlert>}
      <div className={formStyles.grid}>
        <Field label={t('maintenanceTemplates.fields.titleEs')} error={errors.titleEs}>
          {(props) => <input {...props} lang="es" className={fieldStyles.input} value={titleEs} onChange={(event) => setTitleEs(event.target.value)} />}
        </Field>
        <Field label={t('maintenanceTemplates.fields.titleEn')} error={errors.titleEn}>
          {(props) => <input {...props} lang="en" className={fieldStyles.input} value={titleEn} onChange={(event) => setTitleEn(event.target.value)} />}
        </Field>
        <IntervalFields value={interval} onChange={changeInterval} errors={errors} />
      </div>
      <FormActions saving={saving} submitLabel={submitLabel} onCancel={onCancel} size="sm" />
    </form>
  );
}
