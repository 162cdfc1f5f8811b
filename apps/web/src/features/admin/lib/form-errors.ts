import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../shared/graphql/field-errors';
import type { GraphQLErrorItem } from '../../../shared/graphql/graphql-error';

/** The admin forms' field errors, in the user's language (`admin:validation.<code>` first). Null: not about the input. */
export function useFieldErrors(limits: Record<string, { min?: number; max?: number }> = {}) {
  const { i18n } = useTranslation('admin');
  return (error: unknown) => fieldErrorsOf(error, (key, options) => String(i18n.t(key as never, options as never)), { namespace: 'admin', limits });
}

/**
 * The errors of an admin form: `save` runs its mutation and puts the server's field errors under
 * the fields (anything else in the form's own message); `refuse` shows errors found before sending.
 * What was typed is never touched.
 */
export function useFormErrors(limits: Record<string, { min?: number; max?: number }> = {}) {
  const { t } = useTranslation('admin');
  const translate = useFieldErrors(limits);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function save(run: () => Promise<void>): Promise<void> {
    setErrors({});
    setFormError(null);
    try {
      await run();
    } catch (error) {
      const fieldErrors = translate(error);
      if (fieldErrors) setErrors(fieldErrors);
      else console.error('Saving failed', error);
      setFormError(fieldErrors ? t('form.invalid') : t('form.failed'));
    }
  }

  /** True (and shown) when there are errors. */
  function refuse(fieldErrors: Record<string, string>): boolean {
    setErrors(fieldErrors);
    const refused = Object.keys(fieldErrors).length > 0;
    setFormError(refused ? t('form.invalid') : null);
    return refused;
  }

  return { errors, formError, save, refuse };
}

/**
 * The error of a mutation whose input nests a form's fields (`equipment.0.serialNumber`), with
 * those fields named as the form names them (`serialNumber`), so they show under its fields.
 */
export function fieldErrorsUnder(error: unknown, prefix: string): unknown {
  const items = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(items)) return error;
  return {
    errors: (items as GraphQLErrorItem[]).map((item) => ({
      ...item,
      extensions: item.extensions && {
        ...item.extensions,
        fieldErrors: item.extensions.fieldErrors?.map((fieldError) => ({
          ...fieldError,
          field: fieldError.field.startsWith(prefix) ? fieldError.field.slice(prefix.length) : fieldError.field,
        })),
      },
    })),
  };
}
