import type { ErrorCode, FieldError } from '@mmt/contract';

export interface GraphQLErrorExtensions {
  code?: ErrorCode | string;
  reason?: string;
  retryAfterSeconds?: number;
  fieldErrors?: FieldError[];
  [key: string]: unknown;
}

export interface GraphQLErrorItem {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: GraphQLErrorExtensions;
}

/**
 * What `request()` throws: the GraphQL errors of the response, or a network
 * or protocol failure (then `errors` is empty and `status` tells the HTTP
 * status when there was one).
 */
export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';

  constructor(
    message: string,
    readonly errors: readonly GraphQLErrorItem[],
    readonly kind: 'graphql' | 'network' | 'http',
    readonly status?: number,
  ) {
    super(message);
  }

  /** The first error's `extensions.code`, if any. */
  get code(): string | undefined {
    return this.errors.find((e) => e.extensions?.code)?.extensions?.code;
  }

  hasCode(code: ErrorCode): boolean {
    return this.errors.some((e) => e.extensions?.code === code);
  }

  /** A network or server fault (offline, HTTP 5xx, INTERNAL_SERVER_ERROR, SERVICE_UNAVAILABLE): trying again later may work. */
  get isTransient(): boolean {
    return this.kind === 'network' || (this.status ?? 0) >= 500 || this.hasCode('INTERNAL_SERVER_ERROR') || this.hasCode('SERVICE_UNAVAILABLE');
  }

  /** The first error's extensions (reason, retryAfterSeconds, fieldErrors …). */
  get extensions(): GraphQLErrorExtensions {
    return this.errors.find((e) => e.extensions)?.extensions ?? {};
  }
}

export function isGraphQLRequestError(error: unknown): error is GraphQLRequestError {
  return error instanceof GraphQLRequestError;
}

/** Reads `extensions.code` from any error shape (ours or Apollo's `CombinedGraphQLErrors`). */
export function errorCodesOf(error: unknown): string[] {
  if (!error || typeof error !== 'object') return [];
  const errors = (error as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.map((e) => (e as GraphQLErrorItem | undefined)?.extensions?.code).filter((code): code is string => typeof code === 'string');
}
