import type { DocumentText } from '@mmt/graphql';
import { isGraphQLRequestError } from '../../../shared/graphql/graphql-error';
import { request } from '../../../shared/graphql/request';
import { refreshAccessToken } from '../../../shared/session/access-token';

/** The header with which the service worker marks an answer from its cache (src/sw/technician-sw.ts). */
const KEPT_ANSWER_HEADER = 'x-technician-kept-answer';

/**
 * The technician's area talks to the API with the light client (no Apollo: its first load on a
 * marina's signal stays small): one POST per operation; an expired access token (or none, after a
 * start with no signal) is renewed once from the refresh cookie and the operation sent again.
 * `fromServer`: false when the service worker answered from what it kept (no signal).
 */
export async function technicianRead<TData, TVariables>(
  document: DocumentText<TData, TVariables>,
  variables: TVariables,
): Promise<{ data: TData; fromServer: boolean }> {
  let fromServer = true;
  const onResponse = (response: Response) => (fromServer = !response.headers.has(KEPT_ANSWER_HEADER));
  const send = () =>
    (request as (text: DocumentText<TData, TVariables>, variables: TVariables, options: { onResponse: typeof onResponse }) => Promise<TData>)(
      document,
      variables,
      { onResponse },
    );
  try {
    return { data: await send(), fromServer };
  } catch (error) {
    if (!isGraphQLRequestError(error) || !error.hasCode('UNAUTHENTICATED') || !(await refreshAccessToken())) throw error;
    return { data: await send(), fromServer };
  }
}

/** An operation's data, from the server or (a read, with no signal) from what the service worker kept. */
export const technicianRequest = async <TData, TVariables>(document: DocumentText<TData, TVariables>, variables: TVariables): Promise<TData> =>
  (await technicianRead(document, variables)).data;
