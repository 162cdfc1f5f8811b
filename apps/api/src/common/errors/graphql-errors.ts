import type { ErrorCode, FieldError } from '@mmt/contract';
import { GraphQLError } from 'graphql';

export function graphQLError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

export const unauthenticated = (message = 'Authentication required', extensions?: Record<string, unknown>) =>
  graphQLError('UNAUTHENTICATED', message, extensions);

export const forbidden = (message = 'Not allowed') => graphQLError('FORBIDDEN', message);

export const notFound = (message = 'Not found') => graphQLError('NOT_FOUND', message);

export const conflict = (message: string, extensions?: Record<string, unknown>) => graphQLError('CONFLICT', message, extensions);

/** The database cannot be reached (database-unavailable.ts): a fault of ours that clients may retry. */
export const serviceUnavailable = () => graphQLError('SERVICE_UNAVAILABLE', 'The service is temporarily unavailable: please try again in a moment.');

export const badUserInput = (fieldErrors: FieldError[], extensions: Record<string, unknown> = {}) =>
  graphQLError('BAD_USER_INPUT', fieldErrors.map((error) => error.message).join('; ') || 'Invalid input', { ...extensions, fieldErrors });
