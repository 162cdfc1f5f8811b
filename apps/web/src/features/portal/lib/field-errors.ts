import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { mapFieldErrors } from '../../../shared/graphql/field-errors';
import type { GraphQLErrorItem } from '../../../shared/graphql/graphql-error';

/** Limits of the job-request fields, as the server enforces them (for the messages' {{min}}/{{max}}). */
const limits: Record<string, { min?: number; max?: number }> = {
  boatId: { max: 100 },
  title: { min: 3, max: 120 },
  description: { max: 2000 },
  preferredDate: { max: 10 },
  contactPhone: { max: 20 },
};

/**
 * The field errors of a failed mutation, in the user's language: the portal's
 * own wording first (`portal:validation.<code>`, also for the server's own
 * codes such as `unknownBoat`), then the shared `errors:validation.<code>`,
 * then the server's message. Null when the failure was not about the input.
 */
/** i18next's `t` without its typed keys (the keys here are built at runtime). */
export type LooseTranslate = (key: string, options: Record<string, unknown>) => string;

export function fieldErrorsOf(error: unknown, t: LooseTranslate): Record<string, string> | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const items = error.errors as readonly GraphQLErrorItem[];
  if (!items.some((item) => item.extensions?.code === 'BAD_USER_INPUT')) return null;
  const withField = items.map((item) => ({
    ...item,
    extensions: {
      ...item.extensions,
      // Carry the field into the code so the translation can fill in its limits.
      fieldErrors: item.extensions?.fieldErrors?.map((fieldError) => ({ ...fieldError, code: `${fieldError.field}|${fieldError.code}` })),
    },
  }));
  return mapFieldErrors(withField, (key, { defaultValue }) => {
    const [field, code] = key.replace(/^errors:validation\./, '').split('|');
    const options = { ...limits[field], defaultValue: '' };
    const own = t(`portal:validation.${code}`, options);
    if (own) return own;
    return t(`errors:validation.${code}`, { defaultValue }) || defaultValue;
  });
}

/** Minutes to wait when the server refused the request as too many (TOO_MANY_REQUESTS), else null. */
export function retryAfterMinutesOf(error: unknown): number | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = (error.errors as readonly GraphQLErrorItem[]).find((item) => item.extensions?.code === 'TOO_MANY_REQUESTS');
  if (!refusal) return null;
  return Math.max(1, Math.ceil((Number(refusal.extensions?.retryAfterSeconds) || 0) / 60));
}
