import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../testing/test-smtp-server.js';

const CLIENT_FIELDS =
  'id name email phone language taxIdentity { kind number country } active hasPassword billingAddress { line postalCode city region countryCode }';
const CREATE = `mutation Create($input: CreateClientInput!) { createClient(input: $input) { client { ${CLIENT_FIELDS} } } }`;
const UPDATE = `mutation Update($input: UpdateClientInput!) { updateClient(input: $input) { client { ${CLIENT_FIELDS} } } }`;
const DEACTIVATE = `mutation Deactivate($input: ClientIdInput!) { deactivateClient(input: $input) { client { active } } }`;
const REACTIVATE = `mutation Reactivate($input: ClientIdInput!) { reactivateClient(input: $input) { client { active } } }`;
const RESEND = `mutation Resend($input: ClientIdInput!) { resendInvitation(input: $input) { client { id } } }`;
const CLIENTS = `query Clients($search: String, $active: Boolean, $first: Int, $after: String) {
  clients(search: $search, active: $active, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { name email taxIdentity { number } } } }
}`;
const LINK = `query Link($token: String!) { passwordLink(token: $token) { state email } }`;
const SET_PASSWORD = `mutation Set($input: SetPasswordInput!) { setPassword(input: $input) { email } }`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { accessToken } }`;
const REQUEST_LINK = `mutation Request($input: RequestPasswordLinkInput!) { requestPasswordLink(input: $input) { requested } }`;
const CREATE_BOAT = `mutation CreateBoat($input: CreateBoatInput!) { createBoat(input: $input) { boat { id name type lengthMeters year } } }`;
const UPDATE_BOAT = `mutation UpdateBoat($input: UpdateBoatInput!) { updateBoat(input: $input) { boat { id name type lengthMeters year } } }`;
const CLIENT_BOATS = `query ClientBoats($id: ID!) { node(id: $id) { ... on User { name boats { totalCount edges { node { name type } } } } } }`;

type FieldError = { field: string; code: string };
type Client = {
  id: string;
  name: string;
  email: string;
  language: string;
  taxIdentity: { kind: string; number: string; country: string } | null;
  active: boolean;
  hasPassword: boolean;
};

const tokenOf = (mail: ReceivedMail) => /\/set-password\?token=([\w-]+)/.exec(mail.text)![1];

describe('clients', () => {
  let smtp: TestSmtpServer;
  let api: TestApp;
  let admin: string;

  const as = <T>(query: string, variables: Record<string, unknown>, token = admin) => api.graphql<T>(query, variables, { token });
  const create = async (input: Record<string, unknown>) => {
    const response = await as<{ createClient: { client: Client } }>(CREATE, { input });
    expect(response.errors).toBeUndefined();
    return response.data!.createClient.client;
  };
  const fieldErrors = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    (response.errors?.[0].extensions?.fieldErrors as FieldError[] | undefined)?.map((error) => `${error.field}:${error.code}`);
  const invitationTo = async (email: string, subject: RegExp) => {
    await api.sendOutbox();
    return smtp.waitFor((mail) => mail.to.includes(email) && subject.test(mail.subject));
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://mmt.example' });
    admin = (await api.login('admin@demo.com', 'Admin123!')).token;
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('creates a client who gets an invitation in their language, sets a password from it and signs in', async () => {
    const client = await create({
      name: 'Anne Smith',
      email: ' Anne.Smith@Example.com ',
      phone: '+44 20 7123 4567',
      language: 'en',
      taxIdentity: { kind: 'PASSPORT', number: '533 380 006', country: 'gb' },
      billingAddress: { line: '12 Harbour Row', postalCode: 'PL1 2AB', city: 'Plymouth', countryCode: 'gb' },
    });
    expect(client).toMatchObject({
      email: 'anne.smith@example.com',
      language: 'en',
      taxIdentity: { kind: 'PASSPORT', number: '533380006', country: 'GB' },
      active: true,
      hasPassword: false,
    });
    // No password yet: nothing signs in.
    expect(
      (await api.graphql('mutation { login(input: { email: "anne.smith@example.com", password: "whatever-password" }) { accessToken } }')).errors?.[0]
        .extensions?.reason,
    ).toBe('INVALID_CREDENTIALS');

    const mail = await invitationTo('anne.smith@example.com', /customer area/);
    expect(mail.subject).toBe('Your access to the Mallorca Marine Tech customer area');
    expect(mail.text).toContain('Hello Anne Smith,');
    expect(mail.text).toMatch(/https:\/\/mmt\.example\/set-password\?token=[\w-]{43}/);
    expect(mail.text).toContain('48 hours');
    const token = tokenOf(mail);
    const stored: { token_hash: string }[] = await api.app.get(DataSource).query('SELECT token_hash FROM one_time_links');
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    expect((await api.graphql(LINK, { token })).data).toEqual({ passwordLink: { state: 'VALID', email: 'anne.smith@example.com' } });
    expect(fieldErrors(await api.graphql(SET_PASSWORD, { input: { token, password: 'short' } }))).toEqual(['password:minLength']);
    expect((await api.graphql(SET_PASSWORD, { input: { token, password: 'a-long-enough-secret' } })).data).toEqual({
      setPassword: { email: 'anne.smith@example.com' },
    });
    await expect(api.login('anne.smith@example.com', 'a-long-enough-secret')).resolves.toHaveProperty('token');

    // Single use.
    expect((await api.graphql(LINK, { token })).data).toEqual({ passwordLink: { state: 'USED', email: null } });
    expect(fieldErrors(await api.graphql(SET_PASSWORD, { input: { token, password: 'another-long-secret' } }))).toEqual(['token:linkUsed']);
  });

  it('keeps a password set from a link exactly as typed: spaces around it and accents in decomposed form sign in', async () => {
    await create({ name: 'Verbatim Owner', email: 'verbatim@example.com', language: 'en' });
    const token = tokenOf(await invitationTo('verbatim@example.com', /customer area/));
    const password = ' cafe\u0301 con leche ';
    expect((await api.graphql(SET_PASSWORD, { input: { token, password } })).errors).toBeUndefined();
    await expect(api.login('verbatim@example.com', password)).resolves.toHaveProperty('token');
    // What a trimming, normalising form would have stored is not the password.
    expect(
      (await api.graphql(LOGIN, { input: { email: 'verbatim@example.com', password: password.trim().normalize('NFC') } })).errors?.[0].extensions?.reason,
    ).toBe('INVALID_CREDENTIALS');
  });

  it('writes the invitation in Spanish for a Spanish-speaking client', async () => {
    await create({ name: 'Lucía Ferrer', email: 'lucia@example.com', language: 'es' });
    const mail = await invitationTo('lucia@example.com', /área de cliente/);
    expect(mail.text).toContain('Hola, Lucía Ferrer:');
    expect(mail.text).toContain('caduca en 48 horas');
  });

  it('refuses a duplicate e-mail, a bad tax id, phone or country with field errors', async () => {
    await create({ name: 'Primero', email: 'dup@example.com', language: 'es' });
    expect(fieldErrors(await as(CREATE, { input: { name: 'Segundo', email: 'DUP@example.com', language: 'es' } }))).toEqual(['email:emailTaken']);
    expect(fieldErrors(await as(CREATE, { input: { name: 'Admin', email: 'admin@demo.com', language: 'es' } }))).toEqual(['email:emailTaken']);
    const bad = await as(CREATE, {
      input: {
        name: 'X',
        email: 'no-at-sign',
        language: 'es',
        taxIdentity: { kind: 'NIF', number: '12345678A' },
        phone: '12345',
        billingAddress: { line: 'Calle 1', postalCode: '07001', city: 'Palma', countryCode: 'XX' },
      },
    });
    expect(fieldErrors(bad)).toEqual(
      expect.arrayContaining([
        'name:minLength',
        'email:isEmail',
        'taxIdentity.number:invalidNif',
        'phone:isPhoneNumber',
        'billingAddress.countryCode:isISO31661Alpha2',
      ]),
    );
  });

  it('keeps each kind of tax identification the AEAT takes, with its country, and says which part of a wrong one is wrong', async () => {
    const identity = async (email: string, taxIdentity: Record<string, string>) =>
      (await create({ name: 'Cliente de prueba', email, language: 'en', taxIdentity })).taxIdentity;
    expect(await identity('eu@example.com', { kind: 'EU_VAT', number: '094259216', country: 'GR' })).toEqual({
      kind: 'EU_VAT',
      number: 'EL094259216',
      country: 'GR',
    });
    expect(await identity('fr@example.com', { kind: 'EU_VAT', number: 'fr 40 303265045' })).toEqual({ kind: 'EU_VAT', number: 'FR40303265045', country: 'FR' });
    expect(await identity('no@example.com', { kind: 'RESIDENCE_CERTIFICATE', number: 'NO-4455', country: 'no' })).toEqual({
      kind: 'RESIDENCE_CERTIFICATE',
      number: 'NO4455',
      country: 'NO',
    });
    expect(await identity('nc@example.com', { kind: 'NOT_REGISTERED', number: '12345678z' })).toEqual({
      kind: 'NOT_REGISTERED',
      number: '12345678Z',
      country: 'ES',
    });
    const refused = async (taxIdentity: Record<string, string>) =>
      fieldErrors(await as(CREATE, { input: { name: 'Nadie', email: 'nadie@example.com', language: 'es', taxIdentity } }));
    expect(await refused({ kind: 'EU_VAT', number: 'DE12345678' })).toEqual(['taxIdentity.number:invalidEuVat']);
    expect(await refused({ kind: 'EU_VAT', number: 'ESB07999998' })).toEqual(['taxIdentity.number:spanishEuVat']);
    expect(await refused({ kind: 'PASSPORT', number: '533380006' })).toEqual(['taxIdentity.country:countryRequired']);
    expect(await refused({ kind: 'RESIDENCE_ID', number: 'T22000129', country: 'ES' })).toEqual(['taxIdentity.country:spainNotAllowed']);
    expect(await refused({ kind: 'NOT_REGISTERED', number: 'B07999998' })).toEqual(['taxIdentity.number:notPersonalNif']);
    expect(await refused({ kind: 'OTHER', number: 'X'.repeat(21), country: 'US' })).toEqual(['taxIdentity.number:invalidNumber']);
  });

  it("edits a client, and refuses to take another client's e-mail", async () => {
    const client = await create({ name: 'Pere Vidal', email: 'pere@example.com', language: 'es' });
    const edited = await as<{ updateClient: { client: Client & { billingAddress: unknown } } }>(UPDATE, {
      input: {
        id: client.id,
        name: 'Pere Vidal Pons',
        email: 'pere@example.com',
        language: 'en',
        taxIdentity: { kind: 'NIF', number: 'B07000003' },
        billingAddress: { line: 'Carrer Major 3', postalCode: '07001', city: 'Palma', region: 'Illes Balears', countryCode: 'ES' },
      },
    });
    expect(edited.data?.updateClient.client).toMatchObject({
      name: 'Pere Vidal Pons',
      language: 'en',
      taxIdentity: { kind: 'NIF', number: 'B07000003', country: 'ES' },
      billingAddress: { line: 'Carrer Major 3', postalCode: '07001', city: 'Palma', region: 'Illes Balears', countryCode: 'ES' },
    });
    expect(fieldErrors(await as(UPDATE, { input: { id: client.id, name: 'Pere', email: 'lucia@example.com', language: 'es' } }))).toEqual(['email:emailTaken']);
    // An admin is no client.
    const me = await as<{ me: { id: string } }>('{ me { id } }', {});
    expect((await as(UPDATE, { input: { id: me.data!.me.id, name: 'Hacker', email: 'admin@demo.com', language: 'es' } })).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('makes older links stop working when a new one is sent, and says so', async () => {
    const client = await create({ name: 'Toni Mas', email: 'toni@example.com', language: 'es' });
    const first = tokenOf(await invitationTo('toni@example.com', /área de cliente/));
    await as(RESEND, { input: { id: client.id } });
    await api.sendOutbox();
    await smtp.waitFor(() => smtp.received.filter((mail) => mail.to.includes('toni@example.com')).length === 2);
    const second = tokenOf(smtp.received.filter((mail) => mail.to.includes('toni@example.com'))[1]);
    expect(second).not.toBe(first);
    expect((await api.graphql(LINK, { token: first })).data).toEqual({ passwordLink: { state: 'SUPERSEDED', email: null } });
    expect(fieldErrors(await api.graphql(SET_PASSWORD, { input: { token: first, password: 'a-long-enough-secret' } }))).toEqual(['token:linkSuperseded']);
    expect((await api.graphql(LINK, { token: second })).data).toEqual({ passwordLink: { state: 'VALID', email: 'toni@example.com' } });
  });

  it('says an expired link has expired, and sends a new one to its owner on request', async () => {
    await create({ name: 'Marga Roig', email: 'marga@example.com', language: 'es' });
    const token = tokenOf(await invitationTo('marga@example.com', /área de cliente/));
    const dataSource = api.app.get(DataSource);
    await dataSource.query(
      `UPDATE one_time_links SET expires_at = now() - interval '1 minute', created_at = now() - interval '49 hours'
        WHERE user_id = (SELECT id FROM users WHERE email = 'marga@example.com')`,
    );
    expect((await api.graphql(LINK, { token })).data).toEqual({ passwordLink: { state: 'EXPIRED', email: null } });
    expect(fieldErrors(await api.graphql(SET_PASSWORD, { input: { token, password: 'a-long-enough-secret' } }))).toEqual(['token:linkExpired']);

    expect((await api.graphql(REQUEST_LINK, { input: { token } })).data).toEqual({ requestPasswordLink: { requested: true } });
    const renewed = await invitationTo('marga@example.com', /nuevo enlace|elegir contraseña/);
    expect(renewed.subject).toBe('Tu enlace para elegir contraseña');
    const fresh = tokenOf(renewed);
    // Asking again at once sends nothing more; an unknown token neither.
    await api.graphql(REQUEST_LINK, { input: { token } });
    await api.graphql(REQUEST_LINK, { input: { token: 'not-a-token' } });
    await api.sendOutbox();
    expect(smtp.received.filter((mail) => mail.to.includes('marga@example.com'))).toHaveLength(2);
    expect((await api.graphql(SET_PASSWORD, { input: { token: fresh, password: 'a-long-enough-secret' } })).errors).toBeUndefined();
  });

  it('deactivates a client: their sessions end at once, sign-in is refused, the data stays; reactivates', async () => {
    const client = await create({ name: 'Joan Serra', email: 'joan@example.com', language: 'es' });
    await as(CREATE_BOAT, { input: { ownerId: client.id, name: 'Llaüt', type: 'OTHER', lengthMeters: 7.5, year: 1998 } });
    const token = tokenOf(await invitationTo('joan@example.com', /área de cliente/));
    await api.graphql(SET_PASSWORD, { input: { token, password: 'joan-secret-123' } });
    const session = await api.login('joan@example.com', 'joan-secret-123');
    expect((await api.graphql('{ me { email } }', {}, { token: session.token })).data).toEqual({ me: { email: 'joan@example.com' } });

    expect((await as(DEACTIVATE, { input: { id: client.id } })).data).toEqual({ deactivateClient: { client: { active: false } } });
    expect((await api.graphql('{ me { email } }', {}, { token: session.token })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await api.graphql('mutation { refreshSession { accessToken } }', {}, { cookie: session.cookie })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const refused = await api.graphql('mutation { login(input: { email: "joan@example.com", password: "joan-secret-123" }) { accessToken } }');
    expect(refused.errors?.[0].extensions?.reason).toBe('ACCOUNT_DISABLED');
    const boats = await as<{ node: { boats: { totalCount: number } } }>(CLIENT_BOATS, { id: client.id });
    expect(boats.data?.node.boats.totalCount).toBe(1);
    expect((await as(RESEND, { input: { id: client.id } })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    expect((await as(REACTIVATE, { input: { id: client.id } })).data).toEqual({ reactivateClient: { client: { active: true } } });
    await expect(api.login('joan@example.com', 'joan-secret-123')).resolves.toHaveProperty('token');
  });

  it('searches by name, e-mail or tax id whatever the accents and case, and pages', async () => {
    await create({ name: 'José Muñoz Álvarez', email: 'jmunoz@correo.es', language: 'es', taxIdentity: { kind: 'NIF', number: '87654321X' } });
    const names = async (variables: Record<string, unknown>) =>
      (await as<{ clients: { edges: { node: { name: string } }[] } }>(CLIENTS, variables)).data!.clients.edges.map((edge) => edge.node.name);
    expect(await names({ search: 'jose munoz' })).toEqual(['José Muñoz Álvarez']);
    expect(await names({ search: 'ÁLVAREZ' })).toEqual(['José Muñoz Álvarez']);
    expect(await names({ search: 'correo.es' })).toEqual(['José Muñoz Álvarez']);
    expect(await names({ search: '87654321x' })).toEqual(['José Muñoz Álvarez']);
    expect(await names({ search: '100%_' })).toEqual([]);
    expect(await names({ active: false })).toEqual([]);

    const first = await as<{ clients: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: { name: string } }[] } }>(
      CLIENTS,
      { first: 2 },
    );
    expect(first.data!.clients.edges).toHaveLength(2);
    expect(first.data!.clients.pageInfo.hasNextPage).toBe(true);
    const next = await as<{ clients: { edges: { node: { name: string } }[] } }>(CLIENTS, { first: 2, after: first.data!.clients.pageInfo.endCursor });
    expect(next.data!.clients.edges[0].node.name).not.toBe(first.data!.clients.edges[1].node.name);
    const emails = (await as<{ clients: { edges: { node: { email: string } }[] } }>(CLIENTS, { first: 100 })).data!.clients.edges.map(
      (edge) => edge.node.email,
    );
    expect(emails).toContain('cliente@demo.com');
    expect(emails).not.toContain('admin@demo.com');
  });

  it('adds and edits boats of a client, with a type from the fixed list', async () => {
    const client = await create({ name: 'Biel Coll', email: 'biel@example.com', language: 'es' });
    const created = await as<{ createBoat: { boat: { id: string } } }>(CREATE_BOAT, {
      input: { ownerId: client.id, name: 'Tramuntana', type: 'SAILBOAT', lengthMeters: 11.25, year: 2012 },
    });
    const id = created.data!.createBoat.boat.id;
    const updated = await as<{ updateBoat: { boat: unknown } }>(UPDATE_BOAT, {
      input: { id, name: 'Tramuntana II', type: 'CATAMARAN', lengthMeters: 12, year: 2013 },
    });
    expect(updated.data?.updateBoat.boat).toEqual({ id, name: 'Tramuntana II', type: 'CATAMARAN', lengthMeters: 12, year: 2013 });
    const bad = await as(CREATE_BOAT, { input: { ownerId: client.id, name: ' ', type: 'RIB', lengthMeters: 0.5, year: 1800 } });
    expect(fieldErrors(bad)).toEqual(expect.arrayContaining(['name:isNotEmpty', 'lengthMeters:min', 'year:min']));
    const notAClient = await as<{ me: { id: string } }>('{ me { id } }', {});
    expect(fieldErrors(await as(CREATE_BOAT, { input: { ownerId: notAClient.data!.me.id, name: 'X', type: 'RIB', lengthMeters: 3, year: 2020 } }))).toEqual([
      'ownerId:unknownClient',
    ]);
    const boats = await as<{ node: { boats: { edges: { node: { name: string; type: string } }[] } } }>(CLIENT_BOATS, { id: client.id });
    expect(boats.data?.node.boats.edges.map((edge) => edge.node)).toEqual([{ name: 'Tramuntana II', type: 'CATAMARAN' }]);
  });
});
