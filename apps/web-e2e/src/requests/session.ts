import type { APIRequestContext } from '@playwright/test';
import { accounts, type Role } from '../support/accounts';

export interface Credentials {
  email: string;
  password: string;
}

const LOGIN = /* GraphQL */ `
  mutation E2eLogin($input: LoginInput!) {
    login(input: $input) {
      user {
        email
        role
      }
    }
  }
`;

/**
 * Signs in through the API with the request context of a browser context
 * (`page.context().request`), which shares its cookie jar: the httpOnly
 * refresh cookie lands in the browser, and the app restores the session
 * from it on the next page load, exactly as after a reload.
 *
 * Why not one saved storageState per role: the server rotates the refresh
 * token on every use and treats a second use of an old one as theft
 * (revoking the session), so a stored cookie is good for one page load only.
 * Each test therefore gets its own session; the UI sign-in has its own specs.
 */
export async function signInThroughApi(request: APIRequestContext, who: Role | Credentials): Promise<void> {
  const credentials = typeof who === 'string' ? accounts[who] : { email: who.email, password: who.password };
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { operationName: 'E2eLogin', query: LOGIN, variables: { input: credentials } },
  });
  const body = (await response.json()) as { data?: { login?: { user?: { email: string } } }; errors?: unknown };
  if (!response.ok() || !body.data?.login?.user) {
    throw new Error(`API sign-in as ${credentials.email} failed: ${response.status()} ${JSON.stringify(body.errors)}`);
  }
}
