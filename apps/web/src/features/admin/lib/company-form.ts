import type { CompanySettingsFieldsFragment, UpdateCompanyDetailsInput } from '@mmt/graphql';

/** Every field of the settings form, by its path in the details (the server's field errors use the same paths). */
export const companyFieldGroups = {
  identity: ['brandName', 'legalName', 'taxId', 'registry', 'website', 'foundedYear'],
  address: ['address.street', 'address.postalCode', 'address.city', 'address.region', 'address.country', 'address.countryCode'],
  contact: ['email', 'phone', 'whatsappNumber', 'openingHours'],
  bank: ['bankAccount.bank', 'bankAccount.iban'],
  location: ['geo.label', 'geo.lat', 'geo.lon'],
  social: ['social.facebook', 'social.instagram', 'social.twitter', 'social.youtube', 'social.vipSignup'],
  links: ['externalLinks.yachtQr', 'externalLinks.webAgency', 'externalLinks.reviews', 'externalLinks.documentationFolder'],
} as const;

export type CompanyFieldGroup = keyof typeof companyFieldGroups;
export type CompanyField = (typeof companyFieldGroups)[CompanyFieldGroup][number];

/** The form's values: every field as the text in its box. */
export type CompanyFormValues = Record<CompanyField, string>;

const fields = Object.values(companyFieldGroups).flat() as CompanyField[];
const numberFields = new Set<CompanyField>(['foundedYear', 'geo.lat', 'geo.lon']);
/** Lists, typed in one box with their entries separated by semicolons. */
const listFields = new Set<CompanyField>(['openingHours']);
const LIST_SEPARATOR = '; ';

export function isNumberField(field: CompanyField): boolean {
  return numberFields.has(field);
}

function valueAt(source: object, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), source);
}

/** The details (as the server sends them, even with extra fields) as form values. */
export function formValuesOf(details: Partial<CompanySettingsFieldsFragment>): CompanyFormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const value = valueAt(details, field);
      return [field, Array.isArray(value) ? value.join(LIST_SEPARATOR) : String(value ?? '')];
    }),
  ) as CompanyFormValues;
}

/** The fields whose boxes do not hold a number where one is needed (checked here: GraphQL refuses the whole input otherwise). */
export function notNumbers(values: CompanyFormValues): CompanyField[] {
  return fields.filter((field) => isNumberField(field) && (values[field].trim() === '' || !Number.isFinite(Number(values[field]))));
}

/** The mutation's input from the form's values (the server validates and normalises the rest). */
export function companyInputOf(values: CompanyFormValues, version: number): UpdateCompanyDetailsInput {
  const input: Record<string, unknown> = { version };
  for (const field of fields) {
    const text = values[field];
    const value = isNumberField(field)
      ? Number(text)
      : listFields.has(field)
        ? text
            .split(';')
            .map((entry) => entry.trim())
            .filter(Boolean)
        : text;
    const [head, tail] = field.split('.');
    if (tail) input[head] = { ...(input[head] as object | undefined), [tail]: value };
    else input[head] = value;
  }
  return input as unknown as UpdateCompanyDetailsInput;
}

/** The fields where `theirs` differs from the draft. */
export function differingFields(draft: CompanyFormValues, theirs: CompanyFormValues): CompanyField[] {
  return fields.filter((field) => draft[field] !== theirs[field]);
}
