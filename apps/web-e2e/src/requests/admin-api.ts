import type { APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { accounts } from '../support/accounts';
import { setPasswordLink, waitForMail } from '../support/inbox';

export interface ContentEntry {
  id: string;
  version: number;
  valueEs: string;
  valueEn: string;
}

/**
 * The admin's GraphQL API for setting data up and putting it back, on a request context of its
 * own (its sign-in must not replace the browser's session cookie). Each spec makes its own
 * clients, boats and invoices, so that parallel workers never share state.
 */
export class AdminApi {
  private token = '';

  constructor(private readonly request: APIRequestContext) {}

  /** A GraphQL call as the admin (`token` '' for an anonymous one). */
  async graphql<T>(query: string, variables: Record<string, unknown> = {}, token = this.token): Promise<T> {
    const response = await this.request.post('/graphql', {
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      data: { query, variables },
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
    return body.data;
  }

  async signIn(): Promise<this> {
    const data = await this.graphql<{ login: { accessToken: string } }>(
      'mutation E2eAdminLogin($input: LoginInput!) { login(input: $input) { accessToken } }',
      {
        input: accounts.admin,
      },
    );
    this.token = data.login.accessToken;
    return this;
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

  /**
   * A new customer who has set their password from their invitation (read from the test inbox),
   * with one boat. Their e-mail is unique to this test. Identified by a NIF unless told otherwise
   * (null: none, simplified invoices only).
   */
  async customer(
    language: 'es' | 'en',
    name: string,
    taxIdentity: TaxIdentity | null = { kind: 'NIF', number: language === 'es' ? '87654321X' : 'Y1234567X' },
  ): Promise<Customer> {
    const email = `${name
      .toLowerCase()
      .replace(/[^a-z]+/g, '.')
      .replace(/^\.|\.$/g, '')}.${randomBytes(4).toString('hex')}@e2e.example`;
    const password = `E2e-${randomBytes(6).toString('hex')}`;
    const created = await this.graphql<{ createClient: { client: { id: string } } }>(
      'mutation($i: CreateClientInput!) { createClient(input: $i) { client { id } } }',
      { i: { name, email, language, taxIdentity, billingAddress: { line: 'Carrer del Moll 7', postalCode: '07001', city: 'Palma', countryCode: 'ES' } } },
    );
    const token = new URL(setPasswordLink(await waitForMail(email, /./))).searchParams.get('token');
    await this.graphql('mutation($i: SetPasswordInput!) { setPassword(input: $i) { email } }', { i: { token, password } }, '');
    const boatName = `Boat ${randomBytes(2).toString('hex')}`;
    const boat = await this.graphql<{ createBoat: { boat: { id: string } } }>('mutation($i: CreateBoatInput!) { createBoat(input: $i) { boat { id } } }', {
      i: { ownerId: created.createClient.client.id, name: boatName, type: 'SAILBOAT', lengthMeters: 11.5, year: 2015 },
    });
    return { id: created.createClient.client.id, email, password, name, boatId: boat.createBoat.boat.id, boatName };
  }

  /** A job of the customer's boat that they approved from its quote (Aprobado): ready to be scheduled. With `labour`, the quote also has a labour line. */
  async approvedJob(
    customer: Customer,
    title: string,
    labour?: { description: string; hours: number; time: 'BUSINESS_HOURS' | 'OUT_OF_HOURS' },
  ): Promise<string> {
    // Requested by the customer, as in the portal (job requests are limited per person and hour: the admin's would run out).
    const login = await this.graphql<{ login: { accessToken: string } }>(
      'mutation($i: LoginInput!) { login(input: $i) { accessToken } }',
      { i: { email: customer.email, password: customer.password } },
      '',
    );
    const requested = await this.graphql<{ requestJob: { job: { id: string } } }>(
      'mutation($i: RequestJobInput!) { requestJob(input: $i) { job { id } } }',
      { i: { boatId: customer.boatId, title, description: `${title}: a bordo` } },
      login.login.accessToken,
    );
    const jobId = requested.requestJob.job.id;
    const validUntil = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(Date.now() + 30 * 86_400_000));
    const quote = await this.graphql<{ sendQuote: { quote: { id: string } } }>('mutation($i: SendQuoteInput!) { sendQuote(input: $i) { quote { id } } }', {
      i: {
        jobId,
        validUntil,
        lines: [
          { description: title, quantity: 1, unitPriceCents: 10000 },
          // Priced by the server (a member's plan rate, else the list rate): the 1 it is sent with never counts.
          ...(labour ? [{ description: labour.description, quantity: labour.hours, unitPriceCents: 1, labour: labour.time }] : []),
        ],
      },
    });
    await this.graphql(
      'mutation($i: ApproveQuoteInput!) { approveQuote(input: $i) { quote { id } } }',
      { i: { quoteId: quote.sendQuote.quote.id } },
      login.login.accessToken,
    );
    return jobId;
  }

  /**
   * A visit of the job today (Palma) for a technician given by e-mail, 07:00–08:00: before the demo
   * technician's own visit of the day; saved over any other test's visit of that hour. Returns the visit's id.
   */
  async visitToday(jobId: string, technicianEmail: string): Promise<string> {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
    return this.visitOn(jobId, await this.technicianId(technicianEmail), date, '07:00', '08:00');
  }

  /** A technician's id, by e-mail. */
  async technicianId(email: string): Promise<string> {
    const { technicians } = await this.graphql<{ technicians: { edges: { node: { id: string; email: string } }[] } }>(
      '{ technicians(first: 100) { edges { node { id email } } } }',
    );
    const technician = technicians.edges.find((edge) => edge.node.email === email);
    if (!technician) throw new Error(`no technician ${email}`);
    return technician.node.id;
  }

  /** A new technician (invited, no password needed to be scheduled), in Spanish: their id and name. */
  async technician(name: string): Promise<{ id: string; name: string }> {
    const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${randomBytes(3).toString('hex')}@e2e.example`;
    const data = await this.graphql<{ inviteStaff: { member: { id: string; name: string } } }>(
      'mutation($i: InviteStaffInput!) { inviteStaff(input: $i) { member { id name } } }',
      {
        i: { name, email, language: 'es', role: 'TECHNICIAN' },
      },
    );
    return data.inviteStaff.member;
  }

  /** A visit of a job on a day (Palma, YYYY-MM-DD) for one technician, saved even over another of theirs. Returns its id. */
  async visitOn(jobId: string, technicianId: string, date: string, startTime: string, endTime: string): Promise<string> {
    const data = await this.graphql<{ scheduleVisit: { visit: { id: string } } }>(
      'mutation($i: ScheduleVisitInput!) { scheduleVisit(input: $i) { visit { id } } }',
      {
        i: { jobId, technicianIds: [technicianId], date, startTime, endTime, estimatedMinutes: 60, confirmOverlaps: true },
      },
    );
    return data.scheduleVisit.visit.id;
  }

  /** What a visit has on the server: its entries (kind and text) and how many photos. */
  async visitRecord(visitId: string): Promise<{ entries: { kind: string; text: string }[]; photos: number }> {
    const data = await this.graphql<{ node: { entries: { kind: string; text: string }[]; photos: { id: string }[] } }>(
      'query($id: ID!) { node(id: $id) { ... on Visit { entries { kind text } photos { id } } } }',
      { id: visitId },
    );
    return { entries: data.node.entries, photos: data.node.photos.length };
  }

  /** A device token for a boat (as the admin, who may make one for any boat): the secret a device sends. */
  async deviceToken(boatId: string, name: string): Promise<string> {
    const data = await this.graphql<{ createDeviceToken: { token: string } }>(
      'mutation($i: CreateDeviceTokenInput!) { createDeviceToken(input: $i) { token } }',
      {
        i: { boatId, name },
      },
    );
    return data.createDeviceToken.token;
  }

  /** An invoice for the customer (lines in cents before VAT), issued now. */
  async invoice(
    customerId: string,
    lines: { description: string; quantity: number; unitPriceCents: number; vatRate?: number; zeroVatCause?: string }[],
  ): Promise<{ id: string; number: string; pdfUrl: string }> {
    const data = await this.graphql<{ createInvoice: { invoice: { id: string; number: string; pdfUrl: string } } }>(
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

/** How a customer is identified (CreateClientInput's taxIdentity). */
export interface TaxIdentity {
  kind: 'NIF' | 'EU_VAT' | 'PASSPORT' | 'RESIDENCE_ID' | 'RESIDENCE_CERTIFICATE' | 'OTHER' | 'NOT_REGISTERED';
  number: string;
  country?: string;
}

/** A customer made by a test, signed up from their invitation, with one boat. */
export interface Customer {
  id: string;
  email: string;
  password: string;
  name: string;
  boatId: string;
  boatName: string;
}
