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
export function mapFieldErrors(
  errors: readonly GraphQLErrorItem[],
  translate: Translate,
): Record<string, string> {
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
