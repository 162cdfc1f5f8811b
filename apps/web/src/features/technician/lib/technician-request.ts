import type { DocumentText } from '@mmt/graphql';
import { isGraphQLRequestError } from '../../../shared/graphql/graphql-error';
import { request } from '../../../shared/graphql/request';
import { refreshAccessToken } from '../../../shared/session/access-token';

/**
 * The technician's area talks to the API with the light client (no Apollo: its first load on a
 * marina's signal stays small): one POST per operation; an expired access token (or none, after a
 * start with no signal) is renewed once from the refresh cookie and the operation sent again.
 */
export async function technicianRequest<TData, TVariables>(document: DocumentText<TData, TVariables>, variables: TVariables): Promise<TData> {
  const send = (request as (text: DocumentText<TData, TVariables>, variables: TVariables) => Promise<TData>).bind(null, document, variables);
  try {
    return await send();
  } catch (error) {
    if (!isGraphQLRequestError(error) || !error.hasCode('UNAUTHENTICATED') || !(await refreshAccessToken())) throw error;
    return send();
  }
}
