import type { AdminBoatFragment, BoatType, CreateBoatInput } from '@mmt/graphql';

type BoatFieldsInput = Omit<CreateBoatInput, 'ownerId'>;
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { boatTypes, useBoatTypeLabel } from '../../../../shared/boats/boat-type';
import { ErrorAlert } from '../../../../shared/ui/alert';
import * as fieldStyles from '../../../../shared/ui/text-field.css';
import { useFormErrors } from '../../lib/form-errors';
import * as formStyles from '../common/form.css';
import { FormActions } from '../common/form-actions';
import { Field } from '../../../../shared/ui/field';

const limits = {
  name: { max: 80 },
  lengthMeters: { min: 1, max: 200 },
  year: { min: 1900 },
  'berth.marina': { max: 80 },
  'berth.pontoon': { max: 40 },
  'berth.number': { max: 20 },
};

/** A boat's name, type (the fixed list, in the viewer's language), length, year and berth. */
export function BoatForm({
  boat,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  boat?: AdminBoatFragment;
  submitLabel: string;
  onSubmit: (fields: BoatFieldsInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const typeLabel = useBoatTypeLabel();
  const { errors, formError, save } = useFormErrors(limits);
  const [name, setName] = useState(boat?.name ?? '');
  const [type, setType] = useState<BoatType>(boat?.type ?? 'SAILBOAT');
  const [length, setLength] = useState(boat ? String(boat.lengthMeters) : '');
  const [year, setYear] = useState(boat ? String(boat.year) : '');
  const [berth, setBerth] = useState({ marina: boat?.berth?.marina ?? '', pontoon: boat?.berth?.pontoon ?? '', number: boat?.berth?.number ?? '' });
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    await save(() => onSubmit({ name, type, lengthMeters: Number(length.replace(',', '.')) || 0, year: Number(year) || 0, berth }));
    setSaving(false);
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={submitLabel}>
      {formError && <ErrorAlert>{formError}</ErrorAlert>}
      <div className={formStyles.grid}>
        <Field label={t('boats.fields.name')} error={errors.name}>
          {(props) => <input {...props} className={fieldStyles.input} value={name} onChange={(event) => setName(event.target.value)} />}
        </Field>
        <Field label={t('boats.fields.type')} error={errors.type}>
          {(props) => (
            <select {...props} className={fieldStyles.input} value={type} onChange={(event) => setType(event.target.value as BoatType)}>
              {boatTypes.map((option) => (
                <option key={option} value={option}>
                  {typeLabel(option)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('boats.fields.length')} error={errors.lengthMeters}>
          {(props) => <input {...props} className={fieldStyles.input} inputMode="decimal" value={length} onChange={(event) => setLength(event.target.value)} />}
        </Field>
        <Field label={t('boats.fields.year')} error={errors.year}>
          {(props) => <input {...props} className={fieldStyles.input} inputMode="numeric" value={year} onChange={(event) => setYear(event.target.value)} />}
        </Field>
      </div>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{t('boats.fields.berth')}</legend>
        <div className={formStyles.grid}>
          {(['marina', 'pontoon', 'number'] as const).map((part) => (
            <Field key={part} label={t(`boats.fields.${part}`)} error={errors[`berth.${part}`]}>
              {(props) => (
                <input
                  {...props}
                  className={fieldStyles.input}
                  value={berth[part]}
                  onChange={(event) => setBerth((previous) => ({ ...previous, [part]: event.target.value }))}
                />
              )}
            </Field>
          ))}
        </div>
      </fieldset>
      <FormActions saving={saving} submitLabel={submitLabel} onCancel={onCancel} size="sm" />
    </form>
  );
}
