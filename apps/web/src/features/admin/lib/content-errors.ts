import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { mapFieldErrors, type Translate } from '../../../shared/graphql/field-errors';
import type { GraphQLErrorItem } from '../../../shared/graphql/graphql-error';

/** What a failed save of the admin area comes down to. */
export type SaveFailure<TCurrent> = { kind: 'conflict'; current: TCurrent } | { kind: 'invalid'; fieldErrors: Record<string, string> } | { kind: 'other' };

/**
 * Reads a failed mutation: CONFLICT with the server's current values (`extensions.current`),
 * BAD_USER_INPUT with its field errors in the admin's language, or anything else.
 */
export function saveFailureOf<TCurrent>(error: unknown, translate: Translate): SaveFailure<TCurrent> {
  if (!CombinedGraphQLErrors.is(error)) return { kind: 'other' };
  const items = error.errors as readonly GraphQLErrorItem[];
  const conflict = items.find((item) => item.extensions?.code === 'CONFLICT');
  if (conflict?.extensions?.current) return { kind: 'conflict', current: conflict.extensions.current as TCurrent };
  const fieldErrors = mapFieldErrors(items, translate);
  return Object.keys(fieldErrors).length ? { kind: 'invalid', fieldErrors } : { kind: 'other' };
}
