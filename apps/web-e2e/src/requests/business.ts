import type { APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { accounts } from '../support/accounts';
import { setPasswordLink, waitForMail } from '../support/inbox';

/**
 * Test data made through the API, as the admin: each spec makes its own client, boat and jobs, so
 * that parallel workers never share state.
 */
export class BusinessApi {
  private token = '';

  constructor(private readonly request: APIRequestContext) {}

  async call<T>(query: string, variables: Record<string, unknown> = {}, token = this.token): Promise<T> {
    const response = await this.request.post('/graphql', {
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      data: { query, variables },
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
    return body.data;
  }

  async signInAsAdmin(): Promise<this> {
    const data = await this.call<{ login: { accessToken: string } }>('mutation($i: LoginInput!) { login(input: $i) { accessToken } }', { i: accounts.admin }, '');
    this.token = data.login.accessToken;
    return this;
  }

  /**
   * A new customer who has set their password from their invitation (read from the test inbox),
   * with one boat. Their e-mail is unique to this test.
   */
  async customer(language: 'es' | 'en', name: string): Promise<Customer> {
    const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${randomBytes(4).toString('hex')}@e2e.example`;
    const password = `E2e-${randomBytes(6).toString('hex')}`;
    const created = await this.call<{ createClient: { client: { id: string } } }>(
      'mutation($i: CreateClientInput!) { createClient(input: $i) { client { id } } }',
      { i: { name, email, language, taxId: language === 'es' ? '87654321X' : 'Y1234567X', billingAddress: { line: 'Carrer del Moll 7', postalCode: '07001', city: 'Palma', countryCode: 'ES' } } },
    );
    const token = new URL(setPasswordLink(await waitForMail(email, /./))).searchParams.get('token');
    await this.call('mutation($i: SetPasswordInput!) { setPassword(input: $i) { email } }', { i: { token, password } }, '');
    const boat = await this.call<{ createBoat: { boat: { id: string } } }>('mutation($i: CreateBoatInput!) { createBoat(input: $i) { boat { id } } }', {
      i: { ownerId: created.createClient.client.id, name: `Boat ${randomBytes(2).toString('hex')}`, type: 'SAILBOAT', lengthMeters: 11.5, year: 2015 },
    });
    return { id: created.createClient.client.id, email, password, name, boatId: boat.createBoat.boat.id };
  }

  /** An invoice for the customer (lines in cents before VAT), issued now. */
  async invoice(customerId: string, lines: { description: string; quantity: number; unitPriceCents: number; vatRate?: number }[]): Promise<{ id: string; number: string; pdfUrl: string }> {
    const data = await this.call<{ createInvoice: { invoice: { id: string; number: string; pdfUrl: string } } }>(
      'mutation($i: CreateInvoiceInput!) { createInvoice(input: $i) { invoice { id number pdfUrl } } }',
      { i: { customerId, lines } },
    );
    return data.createInvoice.invoice;
  }

  /** A PDF as the admin downloads it. */
  async pdf(path: string, language: 'es' | 'en'): Promise<Buffer> {
    const response = await this.request.get(`${path}?lang=${language}`, { headers: { authorization: `Bearer ${this.token}` } });
    if (!response.ok()) throw new Error(`PDF ${path}: ${response.status()}`);
    return response.body();
  }
}

export interface Customer {
  id: string;
  email: string;
  password: string;
  name: string;
  boatId: string;
}

/** Signs the browser's context in as this customer (the refresh cookie lands in the browser). */
export async function signInAsCustomer(request: APIRequestContext, customer: Pick<Customer, 'email' | 'password'>): Promise<void> {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: 'mutation($i: LoginInput!) { login(input: $i) { accessToken } }', variables: { i: { email: customer.email, password: customer.password } } },
  });
  if (!response.ok()) throw new Error(`sign-in as ${customer.email} failed: ${response.status()}`);
}
