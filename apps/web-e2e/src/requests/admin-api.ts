import type { APIRequestContext } from '@playwright/test';
import { accounts } from '../support/accounts';

export interface ContentEntry {
  id: string;
  version: number;
  valueEs: string;
  valueEn: string;
}

/**
 * The admin's GraphQL API for setting data up and putting it back, on a request context of its
 * own (its sign-in must not replace the browser's session cookie).
 */
export class AdminApi {
  private token: string | null = null;

  constructor(private readonly request: APIRequestContext) {}

  async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await this.request.post('/graphql', {
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      data: { query, variables },
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
    return body.data;
  }

  async signIn(): Promise<void> {
    const data = await this.graphql<{ login: { accessToken: string } }>('mutation E2eAdminLogin($input: LoginInput!) { login(input: $input) { accessToken } }', {
      input: accounts.admin,
    });
    this.token = data.login.accessToken;
  }

  async content(section: string, key: string): Promise<ContentEntry> {
    const data = await this.graphql<{ contents: { edges: { node: ContentEntry & { key: string } }[] } }>(
      'query E2eContent($section: String, $search: String) { contents(section: $section, search: $search, first: 100) { edges { node { id key version valueEs valueEn } } } }',
      { section, search: key },
    );
    const entry = data.contents.edges.map((edge) => edge.node).find((node) => node.key === key);
    if (!entry) throw new Error(`no content entry ${section}/${key}`);
    return entry;
  }

  /** Saves both values of an entry, whatever its version now. */
  async saveContent(section: string, key: string, values: { valueEs: string; valueEn: string }): Promise<void> {
    const { id, version } = await this.content(section, key);
    await this.graphql('mutation E2eSaveContent($input: UpdateContentInput!) { updateContent(input: $input) { content { id } } }', {
      input: { id, version, ...values },
    });
  }

  async whatsappNumber(): Promise<{ number: string; version: number }> {
    const data = await this.graphql<{ companyDetails: { whatsappNumber: string; version: number } }>('{ companyDetails { whatsappNumber version } }');
    return { number: data.companyDetails.whatsappNumber, version: data.companyDetails.version };
  }
}
