import type { DocumentText } from '@mmt/graphql';
import { getAccessToken } from '../session/access-token';
import { GraphQLRequestError, type GraphQLErrorItem } from './graphql-error';

export const GRAPHQL_ENDPOINT = '/graphql';

/** The operation's name, the word after `query`/`mutation` at the start of the generated text. */
function operationName(document: string): string | undefined {
  return /^(?:query|mutation|subscription)\s+(\w+)/.exec(document)?.[1];
}

interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: GraphQLErrorItem[];
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Send this token instead of the in-memory access token (null: send none). */
  accessToken?: string | null;
  /** Sees the HTTP answer's headers (the technician's service worker marks what it answered from its cache). */
  onResponse?: (response: Response) => void;
}

/**
 * The light GraphQL client of public pages and of the session: one `fetch`
 * POST of a generated operation text (`…QueryText`, `…MutationText` from
 * @mmt/graphql), so that no GraphQL runtime is shipped with public pages. The refresh-token cookie goes along
 * (same origin); the in-memory access token, if any, as a bearer token.
 * Throws `GraphQLRequestError` on GraphQL errors, HTTP errors without a
 * GraphQL body, and network failures.
 */
export async function request<TData, TVariables>(
  document: DocumentText<TData, TVariables>,
  ...[variables, options = {}]: TVariables extends Record<string, never>
    ? [variables?: TVariables, options?: RequestOptions]
    : [variables: TVariables, options?: RequestOptions]
): Promise<TData> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
  };
  const token = options.accessToken === undefined ? getAccessToken() : options.accessToken;
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(GRAPHQL_ENDPOINT, {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body: JSON.stringify({
        operationName: operationName(document),
        query: document,
        variables: variables ?? {},
      }),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new GraphQLRequestError(cause instanceof Error ? cause.message : 'Network error', [], 'network');
  }

  options.onResponse?.(response);
  let body: GraphQLResponse<TData> | undefined;
  try {
    body = (await response.json()) as GraphQLResponse<TData>;
  } catch {
    body = undefined;
  }

  if (body?.errors?.length) {
    throw new GraphQLRequestError(body.errors[0].message, body.errors, 'graphql', response.status);
  }
  if (!response.ok || !body || body.data == null) {
    throw new GraphQLRequestError(`HTTP ${response.status}`, [], 'http', response.status);
  }
  return body.data;
}
