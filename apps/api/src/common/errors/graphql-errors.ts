import { GraphQLError } from 'graphql';

/** The error codes clients may rely on (architecture.md). */
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'BAD_GATEWAY';

export interface FieldError {
  field: string;
  /** The failed rule (class-validator's constraint name, or our own), a key the client translates. */
  code: string;
  message: string;
}

export function graphQLError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

export const unauthenticated = (message = 'Authentication required', extensions?: Record<string, unknown>) =>
  graphQLError('UNAUTHENTICATED', message, extensions);

export const forbidden = (message = 'Not allowed') => graphQLError('FORBIDDEN', message);

export const notFound = (message = 'Not found') => graphQLError('NOT_FOUND', message);

export const conflict = (message: string, extensions?: Record<string, unknown>) => graphQLError('CONFLICT', message, extensions);

export const badUserInput = (fieldErrors: FieldError[], extensions: Record<string, unknown> = {}) =>
  graphQLError('BAD_USER_INPUT', fieldErrors.map((error) => error.message).join('; ') || 'Invalid input', { ...extensions, fieldErrors });
