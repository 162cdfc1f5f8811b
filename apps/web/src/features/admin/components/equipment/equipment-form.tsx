import type { AddEquipmentInput, AdminEquipmentFragment, EquipmentCategory } from '@mmt/graphql';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { equipmentCategories, hourMetered, useEquipmentCategoryLabel } from '../../../../shared/boats/maintenance';
import { formatIsoDate } from '../../../../shared/format/format';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { DayInput, dayValue, useDayFormatHint } from '../../../../shared/ui/day-input';
import { Field } from '../../../../shared/ui/field';
import * as fieldStyles from '../../../../shared/ui/text-field.css';
import { useFormErrors } from '../../lib/form-errors';
import { FormActions } from '../common/form-actions';
import * as formStyles from '../common/form.css';

export type EquipmentFields = Omit<AddEquipmentInput, 'boatId'>;

const limits = {
  brand: { max: 80 },
  model: { max: 80 },
  serialNumber: { max: 64 },
  location: { max: 80 },
  firmwareVersion: { max: 40 },
  manualUrl: { max: 500 },
  notes: { max: 2000 },
};

type TextFields = 'brand' | 'model' | 'serialNumber' | 'location' | 'firmwareVersion' | 'manualUrl' | 'notes' | 'signalKId';

/** A piece of equipment: its category (the fixed list, in the viewer's language) and details; the server's field errors under each field. */
export function EquipmentForm({
  equipment,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  equipment?: AdminEquipmentFragment;
  submitLabel: string;
  onSubmit: (fields: EquipmentFields) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const categoryLabel = useEquipmentCategoryLabel();
  const dayFormatHint = useDayFormatHint();
  const { errors, formError, save } = useFormErrors(limits);
  const [category, setCategory] = useState<EquipmentCategory>(equipment?.category ?? 'CHARTPLOTTER');
  const [text, setText] = useState<Record<TextFields, string>>({
    brand: equipment?.brand ?? '',
    model: equipment?.model ?? '',
    serialNumber: equipment?.serialNumber ?? '',
    location: equipment?.location ?? '',
    firmwareVersion: equipment?.firmwareVersion ?? '',
    manualUrl: equipment?.manualUrl ?? '',
    notes: equipment?.notes ?? '',
    signalKId: equipment?.signalKId ?? '',
  });
  const [installedOn, setInstalledOn] = useState(equipment?.installedOn ? formatIsoDate(equipment.installedOn) : '');
  const [warrantyUntil, setWarrantyUntil] = useState(equipment?.warrantyUntil ? formatIsoDate(equipment.warrantyUntil) : '');
  const [saving, setSaving] = useState(false);

  const textField = (name: TextFields, label: string, hint?: string) => (
    <Field label={label} optional={['brand', 'model'].includes(name) ? undefined : t('form.optional')} hint={hint} error={errors[name]}>
      {(props) => <input {...props} className={fieldStyles.input} value={text[name]} onChange={(event) => setText({ ...text, [name]: event.target.value })} />}
    </Field>
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    // Only an engine or generator has a Signal K id: one typed before the category changed is not sent.
    const signalKId = hourMetered(category) ? text.signalKId : null;
    await save(() => onSubmit({ category, ...text, signalKId, installedOn: dayValue(installedOn) ?? null, warrantyUntil: dayValue(warrantyUntil) ?? null }));
    setSaving(false);
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={submitLabel}>
      {formError && <ErrorAlert>{formError}</ErrorAlert>}
      <div className={formStyles.grid}>
        <Field label={t('equipment.fields.category')} error={errors.category}>
          {(props) => (
            <select {...props} className={fieldStyles.input} value={category} onChange={(event) => setCategory(event.target.value as EquipmentCategory)}>
              {equipmentCategories.map((option) => (
                <option key={option} value={option}>
                  {categoryLabel(option)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {textField('brand', t('equipment.fields.brand'))}
        {textField('model', t('equipment.fields.model'))}
        {textField('serialNumber', t('equipment.fields.serialNumber'))}
        {textField('location', t('equipment.fields.location'))}
        {textField('firmwareVersion', t('equipment.fields.firmwareVersion'))}
        {hourMetered(category) && textField('signalKId', t('equipment.fields.signalKId'), t('equipment.fields.signalKIdHint'))}
        <Field label={t('equipment.fields.installedOn')} optional={t('form.optional')} hint={dayFormatHint} error={errors.installedOn}>
          {(props) => <DayInput {...props} value={installedOn} onChange={setInstalledOn} />}
        </Field>
        <Field label={t('equipment.fields.warrantyUntil')} optional={t('form.optional')} hint={dayFormatHint} error={errors.warrantyUntil}>
          {(props) => <DayInput {...props} value={warrantyUntil} onChange={setWarrantyUntil} />}
        </Field>
      </div>
      {textField('manualUrl', t('equipment.fields.manualUrl'))}
      <Field label={t('equipment.fields.notes')} optional={t('form.optional')} error={errors.notes}>
        {(props) => (
          <textarea {...props} className={fieldStyles.textarea} value={text.notes} onChange={(event) => setText({ ...text, notes: event.target.value })} />
        )}
      </Field>
      <FormActions saving={saving} submitLabel={submitLabel} onCancel={onCancel} size="sm" />
    </form>
  );
}
