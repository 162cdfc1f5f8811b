import { TAX_ID_KINDS, type TaxIdKind } from '@mmt/billing';
import type { ClientFieldsFragment, CreateClientInput, Language } from '@mmt/graphql';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../shared/ui/alert';
import * as fieldStyles from '../../../../shared/ui/text-field.css';
import { useFormErrors } from '../../lib/form-errors';
import * as formStyles from '../common/form.css';
import { FormActions } from '../common/form-actions';
import { Field } from '../../../../shared/ui/field';

interface Values {
  name: string;
  email: string;
  phone: string;
  language: Language;
  /** '' : none (simplified invoices only). */
  taxIdKind: TaxIdKind | '';
  taxIdNumber: string;
  taxIdCountry: string;
  line: string;
  postalCode: string;
  city: string;
  region: string;
  countryCode: string;
}

const limits = { name: { min: 2, max: 120 }, email: { max: 254 }, phone: { max: 20 }, 'taxIdentity.number': { max: 30 } };

/** Where the server names a field: its input nests the identification and the address. */
const serverField: Partial<Record<keyof Values, string>> = {
  taxIdKind: 'taxIdentity.kind',
  taxIdNumber: 'taxIdentity.number',
  taxIdCountry: 'taxIdentity.country',
  line: 'billingAddress.line',
  postalCode: 'billingAddress.postalCode',
  city: 'billingAddress.city',
  region: 'billingAddress.region',
  countryCode: 'billingAddress.countryCode',
};

/** The kinds whose country is not implied (a NIF and 'not registered' are Spain's, an EU VAT number's is its prefix). */
const needsCountry = (kind: TaxIdKind | '') => kind !== '' && kind !== 'NIF' && kind !== 'EU_VAT' && kind !== 'NOT_REGISTERED';

const valuesOf = (client?: ClientFieldsFragment): Values => ({
  name: client?.name ?? '',
  email: client?.email ?? '',
  phone: client?.phone ?? '',
  language: client?.language ?? 'es',
  taxIdKind: client?.taxIdentity?.kind ?? '',
  taxIdNumber: client?.taxIdentity?.number ?? '',
  taxIdCountry: client?.taxIdentity && needsCountry(client.taxIdentity.kind) ? client.taxIdentity.country : '',
  line: client?.billingAddress?.line ?? '',
  postalCode: client?.billingAddress?.postalCode ?? '',
  city: client?.billingAddress?.city ?? '',
  region: client?.billingAddress?.region ?? '',
  countryCode: client?.billingAddress?.countryCode ?? 'ES',
});

/** Without an address line, postal code or city, no billing address is sent. */
function inputOf(values: Values): CreateClientInput {
  const hasAddress = [values.line, values.postalCode, values.city].some((value) => value.trim());
  return {
    name: values.name,
    email: values.email,
    phone: values.phone || undefined,
    language: values.language,
    taxIdentity: values.taxIdKind
      ? { kind: values.taxIdKind, number: values.taxIdNumber, country: needsCountry(values.taxIdKind) ? values.taxIdCountry || undefined : undefined }
      : undefined,
    billingAddress: hasAddress
      ? { line: values.line, postalCode: values.postalCode, city: values.city, region: values.region || undefined, countryCode: values.countryCode }
      : undefined,
  };
}

/** What each kind of number looks like. */
const placeholders: Record<TaxIdKind, string> = {
  NIF: '12345678Z / B07999998',
  EU_VAT: 'FR40303265045',
  PASSPORT: '533380006',
  RESIDENCE_ID: 'T22000129',
  RESIDENCE_CERTIFICATE: '',
  OTHER: '',
  NOT_REGISTERED: '12345678Z',
};

/**
 * A client's details, to create one or edit one. The server validates; its field errors show under
 * each field, and what was typed stays.
 */
export function ClientForm({
  client,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  client?: ClientFieldsFragment;
  submitLabel: string;
  onSubmit: (input: CreateClientInput) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('admin');
  const { t: common } = useTranslation('common');
  const { errors, formError, save } = useFormErrors(limits);
  const [values, setValues] = useState<Values>(() => valuesOf(client));
  const [saving, setSaving] = useState(false);
  const set = (field: keyof Values) => (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    await save(() => onSubmit(inputOf(values)));
    setSaving(false);
  }

  const errorOf = (field: keyof Values) => errors[serverField[field] ?? field];
  const text = (field: keyof Values, label: string, props: Record<string, unknown> = {}) => (
    <Field label={label} error={errorOf(field)}>
      {(control) => <input {...control} {...props} name={field} className={fieldStyles.input} value={values[field]} onChange={set(field)} />}
    </Field>
  );

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={saving}>
      {formError && <ErrorAlert>{formError}</ErrorAlert>}
      <div className={formStyles.grid}>
        {text('name', t('clients.fields.name'), { autoComplete: 'off' })}
        {text('email', t('clients.fields.email'), { type: 'email', inputMode: 'email' })}
        {text('phone', t('clients.fields.phone'), { type: 'tel', placeholder: '6XX XXX XXX' })}
        <Field label={t('clients.fields.language')} error={errors.language}>
          {(control) => (
            <select {...control} name="language" className={fieldStyles.input} value={values.language} onChange={set('language')}>
              <option value="es">{t('clients.languages.es')}</option>
              <option value="en">{t('clients.languages.en')}</option>
            </select>
          )}
        </Field>
      </div>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{t('clients.fields.taxIdentity')}</legend>
        <div className={formStyles.grid}>
          <Field label={t('clients.fields.taxIdKind')} error={errorOf('taxIdKind')}>
            {(control) => (
              <select {...control} name="taxIdKind" className={fieldStyles.input} value={values.taxIdKind} onChange={set('taxIdKind')}>
                <option value="">{t('clients.fields.taxIdNone')}</option>
                {TAX_ID_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {common(`taxIdentity.kinds.${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {values.taxIdKind && text('taxIdNumber', t('clients.fields.taxIdNumber'), { autoComplete: 'off', placeholder: placeholders[values.taxIdKind] })}
          {needsCountry(values.taxIdKind) && text('taxIdCountry', t('clients.fields.taxIdCountry'), { maxLength: 2, placeholder: 'GB' })}
        </div>
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{t('clients.fields.billingAddress')}</legend>
        <div className={formStyles.grid}>
          {text('line', t('clients.fields.line'))}
          {text('postalCode', t('clients.fields.postalCode'))}
          {text('city', t('clients.fields.city'))}
          {text('region', t('clients.fields.region'))}
          {text('countryCode', t('clients.fields.countryCode'), { maxLength: 2, placeholder: 'ES' })}
        </div>
      </fieldset>
      <FormActions saving={saving} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
