/**
 * The codes the API puts in a GraphQL error's `extensions.code` (and, over plain HTTP, in
 * `{ error: { code } }`), and what the web reads them for. Apollo's own codes for a document it
 * cannot run (GRAPHQL_PARSE_FAILED …) are not listed: the web sends only generated documents.
 */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'BAD_REQUEST'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  /** A service we depend on (the payment service, the blog's WordPress) did not answer. */
  | 'BAD_GATEWAY'
  /** The database cannot be reached: a fault of ours that clients may retry. */
  | 'SERVICE_UNAVAILABLE'
  /** One document (an invoice's PDF) could not be made: a fault of ours, logged; the rest of the site works. */
  | 'DOCUMENT_FAILED'
  /** Anything else: masked, logged by the API. */
  | 'INTERNAL_SERVER_ERROR';

/** One field error of a BAD_USER_INPUT error, in `extensions.fieldErrors`. */
export interface FieldError {
  field: string;
  /** The failed rule (class-validator's constraint name, or the API's own), a key the web translates. */
  code: string;
  message: string;
  /** Values the translation of `code` fills in (e.g. `tokens` a text lacks). */
  params?: Record<string, string>;
}
