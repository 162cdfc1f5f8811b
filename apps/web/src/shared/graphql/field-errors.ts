import type { GraphQLErrorItem } from './graphql-error';

/** Something that can translate a key with a default value and values to fill in (i18next's `t` fits). */
export type Translate = (key: string, options: { defaultValue: string } & Record<string, unknown>) => string;

/**
 * Turns BAD_USER_INPUT field errors into one message per field, translated
 * as `errors:validation.<code>` (class-validator rule) with the error's
 * `params` filled in (e.g. the `tokens` a text lost), falling back to the
 * server's message when there is no translation for that rule. The first
 * error of a field wins.
 */
export function mapFieldErrors(errors: readonly GraphQLErrorItem[], translate: Translate): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    if (error.extensions?.code !== 'BAD_USER_INPUT') continue;
    for (const fieldError of error.extensions.fieldErrors ?? []) {
      if (!fieldError?.field || fieldError.field in result) continue;
      result[fieldError.field] = translate(`errors:validation.${fieldError.code}`, {
        ...fieldError.params,
        defaultValue: fieldError.message,
      });
    }
  }
  return result;
}

/** i18next's `t` without its typed keys (the keys here are built at runtime). */
export type LooseTranslate = (key: string, options: Record<string, unknown>) => string;

/**
 * The field errors of a failed mutation (Apollo's CombinedGraphQLErrors or ours), in the user's
 * language: the feature's own wording first (`<namespace>:validation.<code>`, also for the
 * server's own codes such as `emailTaken`), then the shared `errors:validation.<code>`, then the
 * server's message. `limits` fill a message's {{min}}/{{max}} per field. Null when the failure was
 * not about the input.
 */
export function fieldErrorsOf(
  error: unknown,
  t: LooseTranslate,
  { namespace, limits = {} }: { namespace: string; limits?: Record<string, { min?: number; max?: number }> },
): Record<string, string> | null {
  const items = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(items)) return null;
  const errors = items as readonly GraphQLErrorItem[];
  if (!errors.some((item) => item.extensions?.code === 'BAD_USER_INPUT')) return null;
  const withField = errors.map((item) => ({
    ...item,
    extensions: {
      ...item.extensions,
      // Carry the field into the code so the translation can fill in its limits.
      fieldErrors: item.extensions?.fieldErrors?.map((fieldError) => ({ ...fieldError, code: `${fieldError.field}|${fieldError.code}` })),
    },
  }));
  return mapFieldErrors(withField, (key, { defaultValue, ...params }) => {
    const [field, code] = key.replace(/^errors:validation\./, '').split('|');
    const options = { ...params, ...limits[field], defaultValue: '' };
    const own = t(`${namespace}:validation.${code}`, options);
    if (own) return own;
    return t(`errors:validation.${code}`, { ...options, defaultValue }) || defaultValue;
  });
}

/** Minutes to wait when the server refused the request as too many (TOO_MANY_REQUESTS), else null. */
export function retryAfterMinutesOf(error: unknown): number | null {
  const items = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(items)) return null;
  const refusal = (items as readonly GraphQLErrorItem[]).find((item) => item.extensions?.code === 'TOO_MANY_REQUESTS');
  if (!refusal) return null;
  return Math.max(1, Math.ceil((Number(refusal.extensions?.retryAfterSeconds) || 0) / 60));
}
